import type { Mutant } from '../types.js';

export default {
  id: 'deflect-charged-to-own-spells',
  rule: 'deflect.opponents-only',
  description: "Charges Deflect to every spell that chooses the permanent, its controller's own spells included.",
  overrides: {
    deflectApplies: () => true,
  },
} satisfies Mutant;
