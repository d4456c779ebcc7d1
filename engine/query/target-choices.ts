import type { PlayerId } from '../../schemas/types/generated.js';
import { paidRepeats } from '../keywords/repeat.js';
import type { EngineContext } from '../state/session.js';
import type { CardDefinition, GameState } from '../state/types.js';
import { BOARD_ZONES, playerOrder } from '../state/zones.js';

/** At most this many target assignments are tried for one `playable` query (boards of the corpus are small). */
const MAX_ASSIGNMENTS = 4096;

/** Every permanent on a board and every spell on the chain: what a target slot may name. */
function candidates(state: GameState): string[] {
  const permanents = playerOrder(state).flatMap((player) =>
    BOARD_ZONES.flatMap((zone) => state.players[player]?.[zone].map((card) => card.id) ?? []),
  );
  return [...permanents, ...state.chain.map((item) => item.id)];
}

/** The legal choices of each slot on its own, seen from the player (INTERPRETING 4.2 step 2). */
function slotChoices(state: GameState, context: EngineContext, player: PlayerId, card: CardDefinition): string[][] {
  const all = candidates(state);
  return (card.targets ?? []).map((slot) =>
    all.filter((id) => context.rules.targetMatches(state, context.cards, player, slot.filter, id)),
  );
}

function product(lists: readonly (readonly string[])[]): string[][] {
  return lists.reduce<string[][]>(
    (acc, list) => acc.flatMap((prefix) => list.map((id) => [...prefix, id])).slice(0, MAX_ASSIGNMENTS),
    [[]],
  );
}

/**
 * Every way to choose the targets of each execution of a play with these options: the first execution's, then one
 * list per paid Repeat instance (CR 820.2.a), each slot from its legal choices. A card without slots has one way, no
 * targets; a card with a slot nothing can fill has none (CR 355.8 asks a legal target for each).
 */
export function targetAssignments(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  card: CardDefinition,
  options: readonly string[],
): string[][][] {
  const slots = slotChoices(state, context, player, card);
  const perExecution = product(slots);
  if (slots.length === 0) return [[[]]];
  const executions = 1 + paidRepeats(options).length;
  let assignments: string[][][] = [[]];
  for (let i = 0; i < executions; i += 1) {
    assignments = assignments
      .flatMap((prefix) => perExecution.map((targets) => [...prefix, targets]))
      .slice(0, MAX_ASSIGNMENTS);
  }
  return assignments;
}
