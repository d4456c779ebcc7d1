import { updatePlayer } from './state/evolve.js';
import { assertNever } from './state/assert.js';
import {
  channelRune,
  emptyPool,
  gainResources,
  moveCard,
  recycleRune,
  setChainItem,
  setReady,
  updatePermanent,
  setRuneReady,
  spendResources,
  topCardToBottom,
} from './state/evolve.js';
import { everyonePassed } from './state/zones.js';
import type { EngineEvent, GameState } from './state/types.js';

function startPhase(state: GameState, event: Extract<EngineEvent, { type: 'phase-started' }>): GameState {
  // A beginning phase is always the start of `player`'s turn.
  const turn =
    event.phase === 'beginning'
      ? // "this turn" begins anew: the record of kills is emptied (INTERPRETING 4.13)
        { ...state.turn, phase: event.phase, activePlayer: event.player, number: state.turn.number + 1, died: [] }
      : { ...state.turn, phase: event.phase };
  return { ...state, turn };
}

type TurnEvent = Extract<
  EngineEvent,
  { type: 'phase-started' | 'priority-passed' | 'focus-passed' | 'showdown-ended' | 'priority-set' | 'passes-cleared' }
>;
const TURN_EVENTS: ReadonlySet<EngineEvent['type']> = new Set<TurnEvent['type']>([
  'phase-started',
  'priority-passed',
  'focus-passed',
  'showdown-ended',
  'priority-set',
  'passes-cleared',
]);

function isTurnEvent(event: EngineEvent): event is TurnEvent {
  return TURN_EVENTS.has(event.type);
}

/** The events that change only the turn: phase, active player, priority, passes, focus, showdown. */
function evolveTurn(state: GameState, event: TurnEvent): GameState {
  const { turn } = state;
  switch (event.type) {
    case 'phase-started':
      return startPhase(state, event);
    case 'priority-passed':
      return { ...state, turn: { ...turn, passed: [...turn.passed, event.player] } };
    case 'focus-passed':
      return { ...state, turn: { ...turn, focus: event.player } };
    case 'showdown-ended':
      return { ...state, turn: { ...turn, showdown: false, focus: null } };
    case 'priority-set':
      return { ...state, turn: { ...turn, priority: event.player } };
    case 'passes-cleared':
      return { ...state, turn: { ...turn, passed: [] } };
    default:
      return assertNever(event);
  }
}

/**
 * The chain's opener, kept with the turn: set when an item goes on an empty chain (whether it is a triggered ability),
 * kept while the chain lasts, even once that item has left it, and cleared when the chain is gone. While a completed
 * round of passes is carried out (every player in `passed`), the chain is not closed even when its last item has
 * left it: what that resolution put on the chain joins it, and the opener is unchanged.
 */
// CR 330, 340.2.a, 346.1; CR 158.3.a, 401.1, 401.2, 340.3
function trackOpener(before: GameState, after: GameState): GameState {
  if (after.chain.length > 0 && before.chain.length > 0) return after;
  if (everyonePassed(after)) return after;
  const opened = after.chain[0] !== undefined && 'trigger' in after.chain[0];
  return opened === after.turn.openedByTrigger ? after : { ...after, turn: { ...after.turn, openedByTrigger: opened } };
}

/**
 * The next state after one event. Pure: the input is never changed. Each event has exactly one meaning here, so the
 * events a step reports, applied in order to the state before it, give the state after it.
 */
export function evolve(state: GameState, event: EngineEvent): GameState {
  return trackOpener(state, evolveEvent(state, event));
}

function evolveEvent(state: GameState, event: EngineEvent): GameState {
  if (isTurnEvent(event)) return evolveTurn(state, event);
  switch (event.type) {
    case 'card-played':
    case 'targeted':
    case 'ability-activated':
    case 'ability-triggered':
    case 'ability-resolved':
    case 'resolving':
    case 'countered':
      return state;
    case 'card-moved':
      return moveCard(state, event);
    case 'unit-entered':
      return setReady(state, event.card, event.ready);
    case 'rune-exhausted':
      // pay.from-pool: exhausting a ready rune adds 1 energy
      return gainResources(setRuneReady(state, event.player, event.rune, false), event.player, { energy: 1 });
    case 'rune-recycled':
      // pay.from-pool: recycling a rune adds 1 power of its domain; the rune goes to the bottom of the rune deck
      return gainResources(recycleRune(state, event.player, event.rune), event.player, {
        power: { [event.domain]: 1 },
      });
    case 'rune-readied':
      return setRuneReady(state, event.player, event.rune, true);
    case 'rune-channelled':
      return channelRune(state, event.player, event.rune);
    case 'resource-added':
      return gainResources(state, event.player, event.resources);
    case 'resource-spent':
      return spendResources(state, event.player, event.resources);
    case 'exhausted':
      return setReady(state, event.card, false);
    case 'attached':
      // CR 434.1, 818.2: the gear is attached to the unit, its top-most card
      return updatePermanent(state, event.card, (permanent) => ({ ...permanent, attachedTo: event.to }));
    case 'empowered':
      // CR 441.1.a, 827.2
      return updatePermanent(state, event.card, (permanent) => ({ ...permanent, empowered: true }));
    case 'xp-spent':
      // CR 730.2: spending XP reduces the player's XP
      return updatePlayer(state, event.player, (side) => ({ ...side, xp: side.xp - event.amount }));
    case 'became-ready':
      return setReady(state, event.card, true);
    case 'predicted':
      return event.recycled ? topCardToBottom(state, event.player, event.card) : state;
    case 'pool-emptied':
      return emptyPool(state, event.player);
    case 'effect-expired':
      return { ...state, effects: state.effects.filter((effect) => effect.id !== event.effect) };
    case 'chain-item-set':
      return setChainItem(state, event.item);
    case 'chain-item-added':
      return { ...state, chain: [...state.chain, event.item] };
    case 'chain-item-removed':
      return { ...state, chain: state.chain.filter((entry) => entry.id !== event.id) };
    default:
      return assertNever(event);
  }
}

/** Applies events in order. */
export function evolveAll(state: GameState, events: readonly EngineEvent[]): GameState {
  return events.reduce(evolve, state);
}
