import type { PlayerId } from '../../schemas/types/generated.js';
import type { CardDefinition, PlayedFrom } from '../state/types.js';

/**
 * The choices of one play, settled before its total cost is computed (cost.choices-first): the card, where it is
 * played from and with which Flow instance, the optional costs chosen and the target of each slot.
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
  /** The target of each target slot, in slot order. */
  readonly targets: readonly string[];
}
