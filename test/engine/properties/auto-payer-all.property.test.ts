/** The automatic payer against the enumerator: every random case (slow; a quarter of them in npm test). */
import './auto-payer.property.test.js';
