import type {
  Implementation,
  PlayerPattern,
  StatePart,
  StatePattern,
  Unjudged,
} from '../../schemas/types/generated.js';
import type { CompleteState } from '../../schemas/types/defaults.js';
import { STATE_PARTS } from '../load/lists.js';
import { child } from '../text/pointer.js';
import { chainPatternWithoutTargets, chainWithoutTargets } from './chain-targets.js';

/** What a verdict left out: here, a part of the state the adapter does not observe (report.schema.json, Unjudged). */
export type UnjudgedPart = Unjudged;

type PlayerPart = keyof PlayerPattern;
type TurnField = keyof CompleteState['turn'];

/** Parts that are not a player's: the turn's fields, the chain and the effects. */
const WHOLE_STATE_PARTS: ReadonlySet<string> = new Set(['chain', 'chain.targets', 'effects']);

/** The first contract version whose adapters name `chain.targets` apart from `chain` (state-parts.schema.json). */
const CHAIN_TARGETS_SINCE = 7;

/** The fixed value an unobserved part of a player's side takes: an empty pool, no XP, an empty zone. */
function masked(part: PlayerPart): unknown {
  if (part === 'pool') return {};
  return part === 'xp' ? 0 : [];
}

function isPlayerPart(part: StatePart): part is PlayerPart {
  return !part.startsWith('turn.') && !WHOLE_STATE_PARTS.has(part);
}

function turnField(part: StatePart): TurnField | undefined {
  return part.startsWith('turn.') ? (part.slice('turn.'.length) as TurnField) : undefined;
}

/** An object without some keys, and the keys it had among them. */
function without<T extends object>(value: T, keys: readonly string[]): { kept: T; dropped: string[] } {
  const entries = Object.entries(value);
  const dropped = entries.filter(([key]) => keys.includes(key)).map(([key]) => key);
  return { kept: Object.fromEntries(entries.filter(([key]) => !keys.includes(key))) as T, dropped };
}

/** The parts an adapter leaves unobserved: none when it declares no `observes` (every part observed). */
export function unobservedParts(implementation: Pick<Implementation, 'observes' | 'contract'>): readonly StatePart[] {
  const { observes } = implementation;
  if (observes === undefined) return [];
  // An adapter of contract 6 or earlier observed the chain's targets with the chain.
  // The targets are part of the chain: an adapter that does not observe the chain is not told so twice.
  const withChain = !observes.includes('chain') || (implementation.contract ?? 0) < CHAIN_TARGETS_SINCE;
  return STATE_PARTS.filter((part) => !observes.includes(part) && !(withChain && part === 'chain.targets'));
}

/**
 * A state pattern without the keys on unobserved parts, and one unjudged entry per key left out (`at` is the
 * pattern's pointer in the fixture).
 */
export function restrictPattern(
  pattern: StatePattern,
  unobserved: readonly StatePart[],
  at: string,
  step?: number,
): { readonly pattern: StatePattern; readonly unjudged: readonly UnjudgedPart[] } {
  const unjudged: UnjudgedPart[] = [];
  const note = (part: StatePart, pointer: string): void => {
    unjudged.push({ part, ...(step === undefined ? {} : { step }), pointer });
  };
  const turnFields = unobserved.flatMap((part) => turnField(part) ?? []);
  const playerParts = unobserved.filter(isPlayerPart);
  const restricted: StatePattern = {};
  if (pattern.turn !== undefined) {
    const { kept, dropped } = without(pattern.turn, turnFields);
    for (const field of dropped) note(`turn.${field}` as StatePart, child(at, 'turn', field));
    restricted.turn = kept;
  }
  if (pattern.players !== undefined) {
    const players: Record<string, PlayerPattern> = {};
    for (const [player, side] of Object.entries(pattern.players)) {
      const { kept, dropped } = without(side, playerParts);
      for (const part of dropped) note(part as StatePart, child(at, 'players', player, part));
      players[player] = kept;
    }
    restricted.players = players;
  }
  for (const part of ['chain', 'effects'] as const) {
    const expected = pattern[part];
    if (expected === undefined) continue;
    if (unobserved.includes(part)) note(part, child(at, part));
    else restricted[part] = expected;
  }
  if (restricted.chain !== undefined && unobserved.includes('chain.targets')) {
    const { pattern: chain, dropped } = chainPatternWithoutTargets(restricted.chain, child(at, 'chain'));
    for (const pointer of dropped) note('chain.targets', pointer);
    restricted.chain = chain;
  }
  return { pattern: restricted, unjudged };
}

/** A completed state with every unobserved part set to a fixed value, so that two states compare on the rest only. */
export function maskState(state: CompleteState, unobserved: readonly StatePart[]): CompleteState {
  if (unobserved.length === 0) return state;
  const turn: Record<string, unknown> = { ...state.turn };
  for (const part of unobserved) {
    const field = turnField(part);
    if (field !== undefined) turn[field] = field === 'passed' ? [] : null;
  }
  const playerParts = unobserved.filter(isPlayerPart);
  const players = Object.fromEntries(
    Object.entries(state.players).map(([id, side]) => [
      id,
      { ...side, ...Object.fromEntries(playerParts.map((part) => [part, masked(part)])) },
    ]),
  );
  return {
    turn: turn as CompleteState['turn'],
    players: players,
    chain: unobserved.includes('chain')
      ? []
      : unobserved.includes('chain.targets')
        ? chainWithoutTargets(state.chain)
        : state.chain,
    effects: unobserved.includes('effects') ? [] : state.effects,
  };
}
