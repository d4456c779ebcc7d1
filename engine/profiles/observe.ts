/** What a profile reports of a state: the parts it observes as they are, the others as an engine without them would. */
import type { State, StatePart } from '../../schemas/types/generated.js';

type Turn = Required<State['turn']>;

/** The value an engine that does not model a turn field reports for it. */
const TURN_BLANKS: Partial<Record<keyof Turn, unknown>> = { priority: null, focus: null, showdown: false, passed: [] };

/** A state with the parts not observed blanked: empty zones, an empty pool, no chain, no effects, no priority. */
export function blankUnobserved(state: State, observes: readonly StatePart[]): State {
  const hidden = (part: StatePart): boolean => !observes.includes(part);
  const turn: Record<string, unknown> = { ...state.turn };
  for (const [field, blank] of Object.entries(TURN_BLANKS))
    if (hidden(`turn.${field}` as StatePart)) turn[field] = structuredClone(blank);
  const players = Object.fromEntries(
    Object.entries(state.players).map(([id, side]) => {
      const kept: Record<string, unknown> = { ...side };
      for (const zone of Object.keys(side)) if (hidden(zone as StatePart)) kept[zone] = zone === 'pool' ? {} : [];
      return [id, kept];
    }),
  );
  return {
    turn: turn as unknown as State['turn'],
    players: players,
    chain: hidden('chain')
      ? []
      : (state.chain ?? []).map((item) => {
          if (!hidden('chain.targets')) return item;
          const blank = { ...item, targets: [] };
          delete blank.repeatTargets;
          return blank;
        }),
    effects: hidden('effects') ? [] : (state.effects ?? []),
  };
}
