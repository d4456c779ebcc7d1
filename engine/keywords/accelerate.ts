import type { Domain } from '../../schemas/types/generated.js';
import { requirementKey, scaleCost, type CostAmounts } from '../cost/amounts.js';
import type { Component, CostContext } from '../cost/stage.js';
import { keywordsOf } from '../state/zones.js';

/** Accelerate: an optional 1 energy + 1 power as the unit is played; paid, the unit enters ready. */

/**
 * Accelerate's cost: 1 energy and 1 power of the unit's domain (`fury` for a Fury unit), of any domain for a
 * domainless unit, or of any one of its domains for a unit of several (`calm|fury`).
 */
// accelerate.optional-cost, accelerate.domain, accelerate.legion-rearguard
export function accelerateCostFor(domains: readonly Domain[]): CostAmounts {
  return { energy: 1, power: { [requirementKey(domains)]: 1 }, discard: 0, kill: 0 };
}

/** However many instances a unit has, Accelerate is charged once. */
// accelerate.single-benefit
export function chargedOnce(instances: number): number {
  return Math.min(1, instances);
}

/** The Accelerate option a unit offers, if it has the keyword (printed or granted). */
export function accelerateOption({ state, context, play }: CostContext): Component | undefined {
  const instances = keywordsOf(state, play.instance, play.card).filter(
    ({ keyword }) => keyword.keyword === 'accelerate',
  ).length;
  if (instances === 0) return undefined;
  const { rules } = context;
  return {
    id: 'accelerate',
    cost: scaleCost(rules.accelerateCost(play.card.domains), rules.accelerateInstancesCharged(instances)),
  };
}
