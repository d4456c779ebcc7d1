import type { Mutant } from '../types.js';

export default {
  id: 'deflect-plain-is-zero',
  rule: 'deflect.default-value',
  description: 'Reads Deflect without a number as Deflect 0: it costs nothing.',
  overrides: {
    deflectValue: (keyword) => keyword.value ?? 0,
  },
} satisfies Mutant;
