/** The fuzzer's generated scenarios: every random case (slow; a quarter of them in npm test). */
import './arbitraries.test.js';
