import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import { additionalCostsWith, componentCost } from '../../engine/cost/additional-costs.js';
import { addCosts, ZERO_COST } from '../../engine/cost/amounts.js';
import type { Component, CostContext } from '../../engine/cost/stage.js';
import { deflectComponents } from '../../engine/keywords/deflect.js';

/**
 * The additional-costs stage of engine/cost/additional-costs.ts, except that the Deflect of every choice is added up
 * into one component before the modifiers scoped to Deflect meet it.
 */
function oneDeflect(cost: CostContext): Component[] {
  const each = deflectComponents(cost);
  if (each.length === 0) return [];
  return [{ id: 'deflect', cost: each.reduce((sum, component) => addCosts(sum, component.cost), ZERO_COST) }];
}

export default {
  id: 'cost-component-discount-on-combined-deflect',
  rule: 'cost.component-reduction',
  description:
    'Adds up the Deflect of every choice into one component before the Deflect-scoped modifiers meet it: a 1-power discount on Deflect takes 1 off two Deflect 1 choices together instead of off each.',
  overrides: {
    stages: { ...defaultRules.stages, additional: additionalCostsWith(componentCost, oneDeflect) },
  },
} satisfies Mutant;
