import type { Fixture } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { payments } from '../lint/walk.js';
import { addCard, autoPayers, copyFixture, freshId, givenCards, plainCard } from './fixture-parts.js';
import { notApplicable, type Transform } from './types.js';

/** Whether a card's data asks for a discard anywhere: a printed, additional, Flow, Repeat or resolution cost. */
function asksDiscard(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(asksDiscard);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, inner]) => (key === 'discard' && typeof inner === 'number' && inner > 0) || asksDiscard(inner),
  );
}

/** Whether the outcome may depend on how many cards a hand holds: a discard cost or a discard step anywhere. */
function readsHandSize(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): boolean {
  const discardStep = payments(fixture).some(
    ({ value }) => value !== 'auto' && value.some((step) => step.type === 'discard'),
  );
  return discardStep || givenCards(fixture, cards).some(asksDiscard);
}

/**
 * Adds a plain unit to the hand of every player who does not pay with "auto" (which may discard it). Nothing plays
 * it or can target it in a hand. Not applicable when a discard cost or step appears: whether a discard can be
 * performed, and which card goes, depends on the hand (spec/INTERPRETING.md 4.2, 4.4).
 */
export const addHandCardsTransform: Transform = {
  name: 'add-hand-cards',
  apply(fixture, cards) {
    if (readsHandSize(fixture, cards)) return notApplicable('discard-cost');
    const card = plainCard(cards);
    const auto = autoPayers(fixture);
    const players = Object.keys(fixture.given.players).filter((player) => !auto.has(player));
    if (card === undefined || players.length === 0) return notApplicable('auto-payment');
    const added = copyFixture(fixture);
    for (const player of players) {
      const id = freshId(added, `extra-${player}-hand`);
      addCard(added, player, 'hand', card, id);
    }
    return { applicable: true, fixture: added };
  },
};
