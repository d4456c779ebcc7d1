import type { Mutant } from '../types.js';
import { defaultRules, type CostStage } from '../../engine/index.js';
import { componentCost } from '../../engine/cost/additional-costs.js';
import { addCosts, ZERO_COST } from '../../engine/cost/amounts.js';
import { afterStage } from '../../engine/cost/stage.js';
import { deflectComponents } from '../../engine/keywords/deflect.js';
import { offeredOptions } from '../../engine/play/options.js';

/**
 * The additional-costs stage of engine/cost/additional-costs.ts, except that the Deflect of every choice is added up
 * into one component before the modifiers scoped to Deflect meet it.
 */
const additionalWithOneDeflect: CostStage = (cost, progress) => {
  const { rules } = cost.context;
  const deflect = deflectComponents(cost).reduce((sum, component) => addCosts(sum, component.cost), ZERO_COST);
  const printed = rules.mandatoryCosts(cost.play.card).map((component) => ({
    id: component.id,
    cost: componentCost(cost, component.id, component.cost),
  }));
  const mandatory =
    deflectComponents(cost).length === 0
      ? printed
      : [...printed, { id: 'deflect', cost: componentCost(cost, 'deflect', deflect) }];
  const options = offeredOptions(cost).map((option) => ({
    id: option.id,
    cost: componentCost(cost, option.id, option.cost),
    chosen: cost.play.options.includes(option.id),
  }));
  const joined = [...mandatory, ...options.filter((option) => option.chosen)];
  const total = joined.reduce((sum, component) => addCosts(sum, component.cost), progress.total);
  const benefits = options.filter((option) => rules.optionBenefitApplies(option)).map((option) => option.id);
  return { ...afterStage(progress, 'additional', total), benefits };
};

export default {
  id: 'cost-component-discount-on-combined-deflect',
  rule: 'cost.component-reduction',
  description:
    'Adds up the Deflect of every choice into one component before the Deflect-scoped modifiers meet it: a 1-power discount on Deflect takes 1 off two Deflect 1 choices together instead of off each.',
  overrides: {
    stages: { ...defaultRules.stages, additional: additionalWithOneDeflect },
  },
} satisfies Mutant;
