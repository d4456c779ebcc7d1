import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-payable-twice',
  rule: 'accelerate.single-benefit',
  description:
    'Charges Accelerate once per instance: a unit with Accelerate twice (printed or granted) pays 2 energy and 2 power for it.',
  overrides: {
    accelerateInstancesCharged: (instances) => instances,
  },
} satisfies Mutant;
