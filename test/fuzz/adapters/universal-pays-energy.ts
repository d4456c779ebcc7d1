/** The universal-pays-energy mutant as an adapter module, for `fuzz --adapter <path>`. */
import { universalPaysEnergy } from './planted.js';

export default universalPaysEnergy;
