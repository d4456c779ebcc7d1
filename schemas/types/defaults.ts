/**
 * The defaults of spec/INTERPRETING.md section 3, in one place for every reader of states: the harness completes
 * `given` and observed states with them, and the reference engine reads states through them. Written by hand (only
 * generated.ts in this folder is generated).
 */
import type { Player, Resources, State, Turn } from './generated.js';

/** A player's side with every zone, the runes and the pool stated. */
export type CompletePlayer = Required<Player>;

/** A state with every default filled in. */
export interface CompleteState {
  turn: Required<Turn>;
  players: Record<string, CompletePlayer>;
  chain: NonNullable<State['chain']>;
  effects: NonNullable<State['effects']>;
}

/** A rune pool with every amount stated: energy, power by domain, universal power. */
export function completePool(pool: Resources | undefined): Required<Resources> {
  return { energy: pool?.energy ?? 0, power: { ...(pool?.power ?? {}) }, universal: pool?.universal ?? 0 };
}

export function completePlayer(side: Player): CompletePlayer {
  return {
    hand: side.hand ?? [],
    trash: side.trash ?? [],
    base: side.base ?? [],
    battlefield: side.battlefield ?? [],
    banishment: side.banishment ?? [],
    facedown: side.facedown ?? [],
    mainDeck: side.mainDeck ?? [],
    runeDeck: side.runeDeck ?? [],
    runes: side.runes ?? [],
    pool: completePool(side.pool),
    xp: side.xp ?? 0,
  };
}

/** Whether a chain's bottom item is a triggered ability: the default of `turn.openedByTrigger`. */
export function bottomIsTrigger(chain: NonNullable<State['chain']>): boolean {
  const bottom = chain[0];
  return bottom !== undefined && 'trigger' in bottom;
}

/**
 * Fills every default left out: empty zones, no runes, an empty pool, an empty chain, no effects, no showdown, no
 * focus, nobody passed, the chain's opener read from its bottom item, and priority to the active player in the main phase (nobody in other phases). Objects that
 * need no default are shared with the input, never changed.
 */
export function completeState(state: State): CompleteState {
  const { turn } = state;
  return {
    turn: {
      number: turn.number,
      activePlayer: turn.activePlayer,
      phase: turn.phase,
      priority: turn.priority !== undefined ? turn.priority : turn.phase === 'main' ? turn.activePlayer : null,
      focus: turn.focus ?? null,
      showdown: turn.showdown ?? false,
      passed: turn.passed ?? [],
      openedByTrigger: turn.openedByTrigger ?? bottomIsTrigger(state.chain ?? []),
      died: turn.died ?? [],
    },
    players: Object.fromEntries(Object.entries(state.players).map(([id, side]) => [id, completePlayer(side)])),
    chain: state.chain ?? [],
    effects: state.effects ?? [],
  };
}
