import type { Mutant } from '../types.js';

export default {
  id: 'deflect-values-not-summed',
  rule: 'deflect.stacking',
  description: 'Keeps the highest Deflect value of a permanent instead of adding its Deflect values up.',
  overrides: {
    combineDeflect: (instances) => instances.reduce((highest, instance) => Math.max(highest, instance.value), 0),
  },
} satisfies Mutant;
