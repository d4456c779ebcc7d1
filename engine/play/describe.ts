import type { ActionCounts } from '../rule-inputs.js';
/** Rejection sentences of playing and activating: the facts of a rejection's detail, never its code. */
import type { PlayerId } from '../../schemas/types/generated.js';
import type { CostAmounts } from '../cost/amounts.js';
import type { GameState } from '../state/types.js';

/** Why a player may not act now, for the detail of a timing rejection. */
export function whyNotTimely(state: GameState, player: PlayerId): string {
  const { turn } = state;
  if (turn.activePlayer !== player) return `it is ${turn.activePlayer}'s turn`;
  if (turn.phase !== 'main') return `the ${turn.phase} phase`;
  if (state.chain.length > 0) return 'the chain is not empty';
  if (turn.showdown) return 'a showdown is under way';
  return `${turn.priority ?? 'nobody'} holds priority`;
}

/** The action a cost asks more of than the player can perform, for the detail of cost/cannot-perform. */
export function shortfallFacts(cost: CostAmounts, available: ActionCounts) {
  const actions = ['discard', 'kill', 'exhaustFriendly', 'returnToHand', 'xp'] as const;
  const action = actions.find((name) => (cost[name] ?? 0) > (available[name] ?? 0)) ?? 'kill';
  return { needed: cost[action] ?? 0, action, available: available[action] ?? 0 };
}
