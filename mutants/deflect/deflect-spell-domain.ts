import { requirementKey } from '../../engine/cost/amounts.js';
import type { Mutant } from '../types.js';

export default {
  id: 'deflect-spell-domain',
  rule: 'deflect.any-domain',
  description:
    'Asks the Deflect power in the domain of the spell that chooses the permanent, rather than of any domain.',
  overrides: {
    deflectRequirement: (card) => requirementKey(card.domains),
  },
} satisfies Mutant;
