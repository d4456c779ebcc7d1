import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'pay-universal-power-pays-energy',
  rule: 'pay.universal-power',
  description: 'Takes "universal" to mean universal: universal power is accepted for energy as well as for power.',
  overrides: {
    sourcePaysEnergy: (source) => source === 'universal' || defaultRules.sourcePaysEnergy(source),
  },
} satisfies Mutant;
