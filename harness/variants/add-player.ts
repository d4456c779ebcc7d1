import type { Fixture } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { copyFixture, hasStep, hasStrictEventList } from './fixture-parts.js';
import { notApplicable, type NotApplicable, type Transform } from './types.js';

/** How many advances from the given phase reach the end of the turn (beginning, channel, draw, main, end). */
const PHASES = ['beginning', 'channel', 'draw', 'main', 'end'] as const;

/** Whether the `when` steps may advance past an end phase, handing the turn to the next player. */
function mayPassTurn(fixture: Fixture): boolean {
  // an advance to a named point may run through the end of the turn (spec/INTERPRETING.md section 2)
  if (fixture.when.some((action) => action.type === 'advance' && action.to !== undefined)) return true;
  const advances = fixture.when.filter((action) => action.type === 'advance').length;
  const left = PHASES.length - 1 - PHASES.indexOf(fixture.given.turn.phase);
  return advances > left;
}

/** Whether the last player in turn order plays a spell: priority then goes to the next player, the new one. */
function lastPlaysSpell(fixture: Fixture, last: string, cards: ReadonlyMap<string, CatalogueCard>): boolean {
  const cardOf = new Map<string, string>();
  for (const side of Object.values(fixture.given.players))
    for (const zone of [side.hand ?? [], side.trash ?? []]) for (const card of zone) cardOf.set(card.id, card.card);
  return fixture.when.some(
    (action) =>
      action.type === 'play' && action.player === last && cards.get(cardOf.get(action.card) ?? '')?.type === 'spell',
  );
}

/** Why adding a bystander would change the expectation, if it would. */
function obstacle(
  fixture: Fixture,
  last: string,
  cards: ReadonlyMap<string, CatalogueCard>,
): NotApplicable | undefined {
  if (hasStep(fixture, 'pass')) return notApplicable('has-pass-steps');
  if ((fixture.given.turn.passed ?? []).length > 0) return notApplicable('has-passed-players');
  if (lastPlaysSpell(fixture, last, cards)) return notApplicable('last-player-plays-spell', last);
  if (mayPassTurn(fixture)) return notApplicable('turn-passes-to-new-player');
  if (hasStep(fixture, 'advance') && hasStrictEventList(fixture)) return notApplicable('strict-events-with-advance');
  return undefined;
}

/**
 * Adds a player with nothing, last in turn order, who takes no part. Nothing the fixture asserts changes: the new
 * player has no permanent to target or pay with, no effect in scope and no trigger. Not applicable where turn order
 * reaches the new player: a round of passes (it would have to pass too), priority after a spell of the last player,
 * the next turn; nor where a phase start is asserted strictly, since the new player's empty pool is emptied too.
 */
export const addPlayerTransform: Transform = {
  name: 'add-player',
  apply(fixture, cards) {
    const players = Object.keys(fixture.given.players).sort();
    if (players.length >= 4) return notApplicable('four-players');
    if (players.some((player, i) => player !== `p${i + 1}`)) return notApplicable('player-ids-not-consecutive');
    const last = `p${players.length}`;
    const blocked = obstacle(fixture, last, cards);
    if (blocked) return blocked;
    const added = copyFixture(fixture);
    added.given.players[`p${players.length + 1}`] = {};
    return { applicable: true, fixture: added };
  },
};
