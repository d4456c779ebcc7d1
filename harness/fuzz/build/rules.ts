import type { Action, Capability } from '../../../schemas/types/generated.js';
import type { PlanKind, Recipe } from '../recipe.js';
import type { PlayShape } from './cost-model.js';

/** The rule a payment of each kind exercises first (spec/pay.md, cost.md, add.md). */
const PLAN_RULES: Readonly<Record<PlanKind, string>> = {
  exact: 'pay.from-pool',
  auto: 'pay.from-pool',
  'energy-short': 'pay.from-pool',
  'power-short': 'pay.from-pool',
  'wrong-domain': 'pay.domain-match',
  'universal-for-energy': 'pay.energy-is-not-power',
  'energy-for-power': 'pay.energy-is-not-power',
  overpay: 'pay.from-pool',
  'exhausted-rune': 'pay.from-pool',
  'exhausted-conduit': 'add.own-cost-required',
  'missing-action': 'cost.non-resource',
  'extra-discard': 'cost.non-resource',
  'spell-mid-payment': 'add.no-spell-during-payment',
  'opponent-rune': 'pay.from-pool',
};

function featureRules(shape: PlayShape, hasEffects: boolean): string[] {
  return [
    ...(shape.options.includes('accelerate') ? ['accelerate.optional-cost'] : []),
    ...(shape.options.includes('repeat') ? ['repeat.optional-cost'] : []),
    ...(shape.flow === undefined ? [] : ['flow.alternative-base-cost']),
    ...((shape.card.additionalCosts ?? []).length > 0 ? ['cost.non-resource'] : []),
    ...(hasEffects ? ['cost.order'] : []),
  ];
}

function paymentRules(when: readonly Action[]): string[] {
  const steps = when.flatMap((action) => (action.type === 'play' && action.payment !== 'auto' ? action.payment : []));
  return steps.some((step) => step.type === 'activate') ? ['add.reaction-during-payment'] : [];
}

/**
 * The rule IDs a generated scenario exercises: the first play's payment kind first (its chapter names the fixture),
 * then the features its plays use. A payment that goes wrong adds pay.rollback.
 */
export function rulesOf(
  recipe: Recipe,
  shapes: readonly PlayShape[],
  when: readonly Action[],
  requires: readonly Capability[],
): string[] {
  const kinds = recipe.plays.map((play) => play.plan);
  const rules = [
    ...kinds.map((kind) => PLAN_RULES[kind]),
    ...(kinds.some((kind) => kind !== 'exact' && kind !== 'auto') ? ['pay.rollback'] : []),
    ...shapes.flatMap((shape) => featureRules(shape, recipe.effects.length > 0)),
    ...(requires.includes('keyword.deflect') ? ['deflect.per-choice'] : []),
    ...paymentRules(when),
    ...(recipe.tail.includes('advance') ? ['pool.empties-at-end-of-turn'] : []),
    ...(recipe.tail.some((step) => step !== 'advance') ? ['pool.persists'] : []),
  ];
  return [...new Set(rules)];
}
