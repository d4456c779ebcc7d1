import { defaultRules, type CostStage } from '../engine/index.js';

/**
 * The discounts stage of engine/cost/reductions.ts run with one field of the card's own discounts never read: the
 * misreading of both 4.13 mutants, one dropping `per` (a flat discount), the other `if` (a discount always in force).
 */
export function reductionsWithout(field: 'per' | 'if'): CostStage {
  return (cost, progress) => {
    const discounts = cost.play.card.discounts?.map(
      (discount) => Object.fromEntries(Object.entries(discount).filter(([key]) => key !== field)) as typeof discount,
    );
    const card = discounts === undefined ? cost.play.card : { ...cost.play.card, discounts };
    return defaultRules.stages.reductions({ ...cost, play: { ...cost.play, card } }, progress);
  };
}
