import { ZERO_COST } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'deflect-spells-only',
  rule: 'deflect.per-choice.abilities',
  description:
    "Charges Deflect to spells only: an opponent's activated ability that chooses a Deflect permanent costs its energy and nothing more.",
  overrides: {
    activationCost: (_state, _context, ref) => ({ ...ZERO_COST, energy: ref.ability.cost.energy ?? 0 }),
  },
} satisfies Mutant;
