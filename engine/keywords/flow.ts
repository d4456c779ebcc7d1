import type { Zone } from '../../schemas/types/generated.js';
import { fromCost, ZERO_COST, type CostAmounts } from '../cost/amounts.js';
import { keywordsOf } from '../state/zones.js';
import type { CardDefinition, GameChainItem, GameState } from '../state/types.js';

/** Flow ("Flux" in the French documents): an alternative base cost from the trash, and banishment on leaving the chain. */

/** The cost of each Flow instance of a card instance, printed ones first, then granted ones. */
export function flowCosts(state: GameState, instance: string, card: CardDefinition): CostAmounts[] {
  return keywordsOf(state, instance, card).flatMap(({ keyword }) =>
    keyword.keyword === 'flow' ? [fromCost(keyword.cost)] : [],
  );
}

/** The Flow cost takes the place of the printed cost; the two are never added. */
// flow.alternative-base-cost
export function flowReplacesBase(printed: CostAmounts, flow: CostAmounts | null): CostAmounts {
  return flow ?? printed;
}

/** Exactly the chosen Flow instance is the base cost; the others are ignored. */
// flow.choose-one-instance
export function chosenFlowInstance(instances: readonly CostAmounts[], chosen: number): CostAmounts {
  return instances[chosen] ?? ZERO_COST;
}

/** A spell leaving the chain: where it is asked to go, why, and whether its own instruction asks for the move. */
export interface Departure {
  readonly item: GameChainItem;
  /** The spell's card, from the catalogue. */
  readonly card: CardDefinition;
  readonly requested: 'trash' | 'hand';
  readonly cause: 'resolved' | 'countered';
  /** True when the spell's own return-self-to-hand instruction asks for the move. */
  readonly ownInstruction: boolean;
}

/**
 * Where a spell goes as it leaves the chain: a spell played with Flow is banished whoever asks for the move, unless
 * its own instruction moves it; a spell played normally goes where it is asked to.
 */
// flow.banish-on-leave, flow.counter-sequence, flow.own-instruction, flow.only-when-used
export function flowReplacement(departure: Departure): Zone {
  return departure.item.flow !== null && !departure.ownInstruction ? 'banishment' : departure.requested;
}
