import type { Mutant } from '../types.js';

export default {
  id: 'deflect-plain-is-two',
  rule: 'deflect.default-value',
  description: 'Reads Deflect without a number as Deflect 2.',
  overrides: {
    deflectValue: (keyword) => keyword.value ?? 2,
  },
} satisfies Mutant;
