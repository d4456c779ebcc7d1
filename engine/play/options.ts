import { fromCost } from '../cost/amounts.js';
import type { Component, CostContext } from '../cost/stage.js';
import { accelerateOption } from '../keywords/accelerate.js';
import { flowCosts } from '../keywords/flow.js';
import { repeatOptions } from '../keywords/repeat.js';
import { reject } from '../state/messages.js';
import type { EngineContext } from '../state/session.js';
import type { GameState, Rejection } from '../state/types.js';
import type { PlayChoices } from './choices.js';
import { checkPerformable } from './performable.js';

/** Every optional cost the card offers, with its printed amount: Accelerate, each Repeat instance, then its own optional costs. */
// accelerate.optional-cost, repeat.optional-cost, repeat.several-instances, cost.brazen-buccaneer
export function offeredOptions(cost: CostContext): Component[] {
  const own = (cost.play.card.additionalCosts ?? [])
    .filter((option) => option.optional)
    .map((option) => ({ id: option.id, cost: fromCost(option.cost) }));
  return [accelerateOption(cost), ...repeatOptions(cost), ...own].filter(
    (option): option is Component => option !== undefined,
  );
}

/**
 * Each chosen option must be offered by the card (cost/unknown-option), and its non-resource part must be
 * performable (cost/cannot-perform).
 */
// cost.optional-commitment, cost.brazen-buccaneer
export function validateOptions(cost: CostContext): Rejection | undefined {
  const offered = offeredOptions(cost);
  for (const option of cost.play.options) {
    const found = offered.find((entry) => entry.id === option);
    if (!found) return reject('cost/unknown-option', { option, ref: cost.play.instance });
    const unperformable = checkPerformable(cost.state, cost.context, cost.play, found.cost);
    if (unperformable) return unperformable;
  }
  return undefined;
}

/**
 * The chosen Flow instance is a choice too: its non-resource part must be performable (cost/cannot-perform); having
 * the energy never makes up for a discard that cannot be made.
 */
// flow.non-resource-cost, flow.choose-one-instance
export function validateFlowCost(state: GameState, context: EngineContext, play: PlayChoices): Rejection | undefined {
  if (play.flow === null) return undefined;
  const cost = context.rules.flowCost(flowCosts(state, play.instance, play.card), play.flow);
  return checkPerformable(state, context, play, cost);
}
