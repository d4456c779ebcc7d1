import type { Action, Effect, Player, State, Turn } from '../../../schemas/types/generated.js';
import { createEngine, type Engine } from '../../../engine/engine.js';
import { evolveAll } from '../../../engine/evolve.js';
import { publicEvents } from '../../../engine/engine.js';
import { fromState } from '../../../engine/state/normalize.js';
import type { DecideResult } from '../../../engine/rule-table.js';
import type { GameState } from '../../../engine/state/types.js';
import { CARDS } from './catalogue.js';

/** A state for a test: the main phase of p1's turn 3 by default, two players, anything left out empty. */
export function given(
  players: Partial<Record<'p1' | 'p2' | 'p3', Player>>,
  extra: { turn?: Partial<Turn>; chain?: State['chain']; effects?: Effect[] } = {},
): GameState {
  const turn: Turn = { number: 3, activePlayer: 'p1', phase: 'main', ...extra.turn };
  const state: State = {
    turn,
    players: { p1: players.p1 ?? {}, p2: players.p2 ?? {}, ...(players.p3 ? { p3: players.p3 } : {}) },
    ...(extra.chain ? { chain: extra.chain } : {}),
    ...(extra.effects ? { effects: extra.effects } : {}),
  };
  return fromState(state);
}

/** What one action did: the decision, the public events and the state after it. */
export interface Outcome {
  readonly result: DecideResult;
  readonly code: string | undefined;
  readonly events: ReturnType<typeof publicEvents>;
  readonly totalCost: DecideResult['totalCost'];
  readonly state: GameState;
}

/** Decides an action with an engine (the reference one by default) and applies its events. */
export function when(state: GameState, action: Action, engine: Engine = createEngine()): Outcome {
  const result = engine.decide(state, action, CARDS);
  return {
    result,
    code: result.outcome === 'rejected' ? result.code : undefined,
    events: publicEvents(result.events),
    totalCost: result.totalCost,
    state: evolveAll(state, result.events),
  };
}

/** Applies actions one after the other; each must be accepted. */
export function whenAll(state: GameState, actions: readonly Action[], engine: Engine = createEngine()): Outcome[] {
  const outcomes: Outcome[] = [];
  let current = state;
  for (const action of actions) {
    const outcome = when(current, action, engine);
    if (outcome.result.outcome !== 'accepted') throw new Error(`${action.type} rejected: ${outcome.code ?? ''}`);
    outcomes.push(outcome);
    current = outcome.state;
  }
  return outcomes;
}

/** The types of the public events, in order. */
export function types(outcome: Outcome): string[] {
  return outcome.events.map((event) => event.type);
}

export const rune = (id: string, domain: 'fury' | 'calm' | 'mind' | 'body' | 'chaos' | 'order', ready = true) => ({
  id,
  domain,
  ready,
});
export const card = (id: string, cardId: string) => ({ id, card: cardId });
export const permanent = (id: string, cardId: string, ready = true) => ({ id, card: cardId, ready });
