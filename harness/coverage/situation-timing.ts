/**
 * The situation values of a fixture that come from when things happen outside a payment (spec/lists/
 * dimensions.schema.json): an Add ability used with no payment in progress, by a player with or without priority, and
 * whose phase and state triggers are on the board. Read off the given state, the steps and the catalogue. Pure.
 */
import type { DimensionValue, Fixture, State } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';

/** The triggers that come from a phase or a state of the permanent, not from an action (CR 383.1, 383.2.a). */
const PHASE_AND_STATE = new Set(['beginning-phase', 'main-phase-start', 'becomes-ready']);

/** Who holds priority in a given state: the one it names, else the turn player in the main phase, else nobody. */
export function priorityHolder(state: State): string | null {
  if (state.turn.priority !== undefined) return state.turn.priority;
  return state.turn.phase === 'main' ? state.turn.activePlayer : null;
}

function cardAt(state: State, id: string): string | undefined {
  for (const side of Object.values(state.players))
    for (const zone of ['base', 'battlefield'] as const) {
      const found = (side[zone] ?? []).find((permanent) => permanent.id === id);
      if (found !== undefined) return found.card;
    }
  return undefined;
}

/**
 * Add abilities activated as steps of their own, so with no payment in progress (CR 381, 429.3): Reaction or not, by
 * the player holding priority or another. Read only while the given state says who holds it: up to the first step that
 * is not such an activation (an Add ability moves no priority, CR 429.2.a) or that another player takes and is not
 * refused.
 */
function timingValues(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): DimensionValue[] {
  const priority = priorityHolder(fixture.given);
  const values: DimensionValue[] = [];
  for (const [index, action] of fixture.when.entries()) {
    if (action.type !== 'activate') break;
    const ability = cards
      .get(cardAt(fixture.given, action.card) ?? '')
      ?.abilities?.find((a) => a.id === action.ability);
    if (ability === undefined || !ability.effect.some((instruction) => instruction.do === 'add')) break;
    const who = action.player === priority ? 'holder' : 'other';
    values.push(ability.reaction ? `timing.reaction-${who}` : `timing.plain-${who}`);
    if (who === 'other' && fixture.then.steps[index]?.outcome !== 'rejected') break;
  }
  return values;
}

/**
 * Who controls a permanent with a phase or state trigger: the active player, the player after them, or a further
 * player of a game of three or four (CR 383.3.d).
 */
function controllerValues(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): DimensionValue[] {
  const order = Object.keys(fixture.given.players);
  const active = fixture.given.turn.activePlayer;
  const next = order[(order.indexOf(active) + 1) % order.length];
  const values: DimensionValue[] = [];
  for (const [player, side] of Object.entries(fixture.given.players))
    for (const permanent of [...(side.base ?? []), ...(side.battlefield ?? [])]) {
      const triggers = cards.get(permanent.card)?.triggers ?? [];
      if (!triggers.some((trigger) => PHASE_AND_STATE.has(trigger.on))) continue;
      values.push(
        player === active ? 'controller.active' : player === next ? 'controller.non-active' : 'controller.third',
      );
    }
  return values;
}

/** Every timing value the fixture sets up. */
export function timingAndTriggerValues(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): DimensionValue[] {
  return [...timingValues(fixture, cards), ...controllerValues(fixture, cards)];
}
