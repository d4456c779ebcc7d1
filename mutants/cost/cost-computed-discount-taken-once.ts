import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import { reductionsWithout } from '../own-discounts-without.js';

/** The discounts stage of engine/cost/reductions.ts, by an engine that reads a card's own discount as a flat amount. */
export default {
  id: 'cost-computed-discount-taken-once',
  rule: 'cost.computed-discount',
  description:
    'Takes a card\'s own computed discount off once, as if "1 less for each card in your trash" or "less by the highest Might" were a flat 1 less: the count or the Might is never read.',
  overrides: { stages: { ...defaultRules.stages, reductions: reductionsWithout('per') } },
} satisfies Mutant;
