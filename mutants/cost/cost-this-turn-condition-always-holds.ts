import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import { reductionsWithout } from '../own-discounts-without.js';

/** The discounts stage of engine/cost/reductions.ts, by an engine that never reads a discount's condition. */
export default {
  id: 'cost-this-turn-condition-always-holds',
  rule: 'cost.this-turn-condition',
  description:
    "Applies a card's own discount conditioned on this turn's events whatever happened: Spoils of War is 2 less with no enemy unit dead this turn.",
  overrides: { stages: { ...defaultRules.stages, reductions: reductionsWithout('if') } },
} satisfies Mutant;
