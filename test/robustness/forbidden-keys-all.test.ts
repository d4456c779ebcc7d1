/** Forbidden keys at random places of random fixtures: every random case (slow; a quarter of them in npm test). */
import './forbidden-keys.test.js';
