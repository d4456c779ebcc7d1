import type { Player, Resources, State } from '../../schemas/types/generated.js';

/** A rune pool with every amount stated: energy, power by domain, universal power. */
function completePool(pool: Resources | undefined): Resources {
  return { energy: pool?.energy ?? 0, power: { ...(pool?.power ?? {}) }, universal: pool?.universal ?? 0 };
}

function completePlayer(side: Player): Player {
  return {
    hand: side.hand ?? [],
    trash: side.trash ?? [],
    base: side.base ?? [],
    battlefield: side.battlefield ?? [],
    banishment: side.banishment ?? [],
    mainDeck: side.mainDeck ?? [],
    runeDeck: side.runeDeck ?? [],
    runes: side.runes ?? [],
    pool: completePool(side.pool),
  };
}

/**
 * A state with every default of spec/INTERPRETING.md section 3 filled in: empty zones, no runes, an empty pool, an
 * empty chain, no effects, no showdown, no focus, nobody passed, and priority to the active player in the main phase.
 * The input is not changed; the result shares no object with it.
 */
export function completeState(state: State): State {
  const copy = structuredClone(state);
  const { turn } = copy;
  return {
    turn: {
      number: turn.number,
      activePlayer: turn.activePlayer,
      phase: turn.phase,
      priority: turn.priority !== undefined ? turn.priority : turn.phase === 'main' ? turn.activePlayer : null,
      focus: turn.focus ?? null,
      showdown: turn.showdown ?? false,
      passed: turn.passed ?? [],
    },
    players: Object.fromEntries(Object.entries(copy.players).map(([id, side]) => [id, completePlayer(side)])),
    chain: copy.chain ?? [],
    effects: copy.effects ?? [],
  };
}
