import type { Mutant } from '../types.js';

export default {
  id: 'deflect-granted-ignored',
  rule: 'deflect.stacking',
  description: 'Counts only the Deflect printed on a permanent: Deflect granted by an effect adds nothing.',
  overrides: {
    combineDeflect: (instances) =>
      instances.filter((instance) => !instance.granted).reduce((sum, instance) => sum + instance.value, 0),
  },
} satisfies Mutant;
