import type { PlayChoices } from '../play/choices.js';
import type { GameEffect, GameState } from '../state/types.js';

/** A continuous effect on costs: an increase, a discount, "ignore its cost" (or a part of it), "ignore any and all costs". */
export type CostEffect = Extract<
  GameEffect,
  { kind: 'cost-increase' | 'cost-reduction' | 'ignore-base-cost' | 'ignore-all-costs' }
>;
type Kind = CostEffect['kind'];

/** An effect is in scope when its player plays the card and its card type and card instance, if stated, match. */
export function inScope(effect: CostEffect, play: PlayChoices): boolean {
  const { scope } = effect;
  if (scope.player !== play.player) return false;
  if (scope.cardType !== undefined && scope.cardType !== play.card.type) return false;
  return scope.card === undefined || scope.card === play.instance;
}

/** The cost effects of this kind in scope of the play, in the order of the state's effects. */
export function effectsInScope<K extends Kind>(
  state: GameState,
  play: PlayChoices,
  kind: K,
): Extract<CostEffect, { kind: K }>[] {
  return state.effects.filter(
    (effect): effect is Extract<CostEffect, { kind: K }> => effect.kind === kind && inScope(effect, play),
  );
}
