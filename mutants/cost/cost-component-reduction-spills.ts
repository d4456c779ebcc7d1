import { defaultRules, ZERO_COST, type CostAmounts } from '../../engine/index.js';
import { addCosts, fromCost } from '../../engine/cost/amounts.js';
import { componentCost } from '../../engine/cost/additional-costs.js';
import { effectsInScope } from '../../engine/cost/scope.js';
import { afterStage, type Component, type CostContext } from '../../engine/cost/stage.js';
import { deflectComponents } from '../../engine/keywords/deflect.js';
import { offeredOptions } from '../../engine/play/options.js';
import type { Mutant } from '../types.js';

/** What a reduction could not take off an amount. */
function excess(amount: CostAmounts, reduction: CostAmounts): CostAmounts {
  const power: Record<string, number> = {};
  for (const [key, value] of Object.entries(reduction.power))
    power[key] = Math.max(0, value - (amount.power[key] ?? 0));
  return {
    energy: Math.max(0, reduction.energy - amount.energy),
    power,
    discard: Math.max(0, reduction.discard - amount.discard),
    kill: Math.max(0, reduction.kill - amount.kill),
  };
}

/** The components that join the total: the mandatory ones, Deflect, and the chosen options. */
function components(cost: CostContext): Component[] {
  const { rules } = cost.context;
  const chosen = offeredOptions(cost).filter((option) => cost.play.options.includes(option.id));
  return [...rules.mandatoryCosts(cost.play.card), ...deflectComponents(cost), ...chosen];
}

/** What the reductions scoped to one component could not take off it, each applied in turn. */
function spillOf(cost: CostContext, component: Component): CostAmounts {
  const { rules } = cost.context;
  const unreduced = {
    ...cost,
    context: { ...cost.context, rules: { ...rules, reduce: (amount: CostAmounts) => amount } },
  };
  let amount = componentCost(unreduced, component.id, component.cost).amounts;
  let spilled = ZERO_COST;
  for (const effect of effectsInScope(cost.state, cost.play, 'cost-reduction')) {
    if (rules.effectComponent(effect) !== component.id) continue;
    spilled = addCosts(spilled, excess(amount, fromCost(effect)));
    amount = rules.reduce(amount, fromCost(effect));
  }
  return spilled;
}

export default {
  id: 'cost-component-reduction-spills',
  rule: 'cost.component-reduction',
  description:
    'Lets what a component reduction cannot take off its component (Accelerate, say) come off the rest of the total, base cost included.',
  overrides: {
    stages: {
      ...defaultRules.stages,
      additional: (cost, progress) => {
        const added = defaultRules.stages.additional(cost, progress);
        const spilled = components(cost).reduce((sum, component) => addCosts(sum, spillOf(cost, component)), ZERO_COST);
        return {
          ...afterStage(progress, 'additional', cost.context.rules.reduce(added.total, spilled)),
          benefits: added.benefits,
        };
      },
    },
  },
} satisfies Mutant;
