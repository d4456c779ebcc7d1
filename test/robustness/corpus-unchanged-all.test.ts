/** A run never modifies the corpus: the whole corpus (slow; an even quarter of its fixtures in npm test). */
import './corpus-unchanged.test.js';
