/** The engine's properties over random states and actions: every random case (slow; a quarter of them in npm test). */
import './engine.property.test.js';
