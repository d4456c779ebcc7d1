import { flowCosts } from '../keywords/flow.js';
import { addCosts, fromCost } from './amounts.js';
import { effectsInScope } from './scope.js';
import { afterStage, type CostStage } from './stage.js';

/**
 * Stage 1: the base cost, the printed cost or the chosen Flow cost in its place, with "ignore its cost" (or only its
 * Energy or its Power cost) applied (CR 356.1).
 */
// cost.order, flow.alternative-base-cost, flow.choose-one-instance, cost.ignore-base, cost.ignore-base.one-part
export const baseCostStage: CostStage = ({ state, context, play }, progress) => {
  const { rules } = context;
  const flow = play.flow === null ? null : rules.flowCost(flowCosts(state, play.instance, play.card), play.flow);
  // CR 356.1 lets the player order these; the protocol puts the Flow cost in place first (INTERPRETING 4.3 stage 1)
  let base = rules.baseCost(fromCost(play.card.cost), flow);
  const ignores = effectsInScope(state, play, 'ignore-base-cost');
  for (const effect of ignores) base = rules.applyIgnoreCost('base', base, effect.part);
  // CR 811.1.b, 356.1.b.1: a card played from facedown ignores its base cost (INTERPRETING 4.11)
  const facedown = play.from === 'facedown';
  if (facedown) base = rules.applyIgnoreCost('base', base, undefined);
  const kind = facedown
    ? { kind: 'facedown' }
    : play.flow === null
      ? { kind: 'printed' }
      : { kind: 'flow', flow: play.flow };
  return afterStage(progress, 'base', addCosts(progress.total, base), {
    base: { ...kind, amount: base },
    ignoredBy: ignores.map((effect) => effect.id),
  });
};
