import type { Fixture } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { addCard, copyFixture, freshId, givenCards, plainCard } from './fixture-parts.js';
import { notApplicable, type Transform } from './types.js';

/** The most cards any player may draw: every draw instruction twice (Repeat), and one per advance (the draw phase). */
function mostDraws(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): number {
  const fromSpells = givenCards(fixture, cards)
    .flatMap((card) => card.effect ?? [])
    .reduce((sum, instruction) => sum + (instruction.do === 'draw' ? 2 * instruction.count : 0), 0);
  return fromSpells + fixture.when.filter((action) => action.type === 'advance').length;
}

/** Whether a card can look at the top of a deck and put it at the bottom. */
function predicts(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): boolean {
  return givenCards(fixture, cards).some((card) =>
    (card.effect ?? []).some((instruction) => instruction.do === 'predict'),
  );
}

/**
 * Adds a plain unit at the bottom of the main deck of every player whose deck holds at least as many cards as any player may
 * draw, so it is never drawn; expectations of the whole deck gain it at the bottom. Not applicable with a predict
 * instruction (it puts cards at the bottom, and with an empty deck does nothing, spec/INTERPRETING.md 4.5).
 */
export const addDeckCardsTransform: Transform = {
  name: 'add-deck-cards',
  apply(fixture, cards) {
    const card = plainCard(cards);
    if (card === undefined || predicts(fixture, cards)) return notApplicable('draws-or-predicts');
    const draws = mostDraws(fixture, cards);
    const players = Object.entries(fixture.given.players)
      .filter(([, side]) => (side.mainDeck ?? []).length >= draws)
      .map(([player]) => player);
    if (players.length === 0) return notApplicable('draws-or-predicts');
    const added = copyFixture(fixture);
    for (const player of players) {
      const id = freshId(added, `extra-${player}-deck`);
      addCard(added, player, 'mainDeck', card, id);
    }
    return { applicable: true, fixture: added };
  },
};
