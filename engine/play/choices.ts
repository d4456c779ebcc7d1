import type { PlayerId } from '../../schemas/types/generated.js';
import type { CardDefinition, PlayedFrom } from '../state/types.js';

/**
 * The choices of one play, settled before its total cost is computed (cost.choices-first): the card, where it is
 * played from and with which Flow instance, the optional costs chosen and the target of each slot, for the first
 * execution and for each additional execution Repeat adds.
 */
export interface PlayChoices {
  readonly player: PlayerId;
  /** The instance played. */
  readonly instance: string;
  readonly card: CardDefinition;
  readonly from: PlayedFrom;
  /** The index of the Flow instance used, or null for a play at the base cost. */
  readonly flow: number | null;
  /** The optional additional costs chosen. */
  readonly options: readonly string[];
  /** The target of each target slot, in slot order, for the first execution. */
  readonly targets: readonly string[];
  /** The targets of each additional execution, one list per paid Repeat instance in instance order (CR 820.2.a). */
  readonly repeatTargets: readonly (readonly string[])[];
  /** The discounts in the order the player applies them (CR 356.4.c.1, 356.4.d.1); the rest follow in state order. */
  readonly discountOrder: readonly string[];
}

/** Every choice of a target the play makes: the first execution's, then each additional execution's. */
export function everyTargetChoice(
  play: Pick<PlayChoices, 'targets' | 'repeatTargets'>,
): readonly (readonly string[])[] {
  return [play.targets, ...play.repeatTargets];
}
