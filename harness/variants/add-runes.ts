import type { Domain } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { autoPayers, copyFixture, freshId, givenCards, hasStep, playerPatterns, withItem } from './fixture-parts.js';
import { notApplicable, type Transform } from './types.js';

const DOMAINS: readonly Domain[] = ['order', 'chaos', 'body', 'mind', 'calm', 'fury'];

/** Whether a card's cost reads how many runes its controller controls (an Equip or Empower cost lowered for each, 4.12). */
function countsRunes(card: CatalogueCard): boolean {
  return (card.keywords ?? []).some(
    (keyword) => typeof keyword === 'object' && (keyword as { less?: { each?: string } }).less?.each === 'rune',
  );
}

/**
 * Adds an exhausted rune, of a domain nothing in the fixture uses, to the board of every player who does not pay
 * with "auto" (which may recycle it). Scripted payments name their runes, and an exhausted rune adds nothing unless
 * it is recycled. Not applicable with an advance: a beginning phase readies the active player's runes (4.6).
 */
export const addRunesTransform: Transform = {
  name: 'add-runes',
  apply(fixture, cards) {
    if (hasStep(fixture, 'advance')) return notApplicable('advances-turn');
    const auto = autoPayers(fixture);
    const players = Object.keys(fixture.given.players).filter((player) => !auto.has(player));
    if (players.length === 0) return notApplicable('auto-payment');
    if (givenCards(fixture, cards).some(countsRunes)) return notApplicable('counts-runes');
    const used = new Set<string>(givenCards(fixture, cards).flatMap((card) => card.domains));
    for (const side of Object.values(fixture.given.players))
      for (const rune of [...(side.runes ?? []), ...(side.runeDeck ?? [])]) used.add(rune.domain);
    const domain = DOMAINS.find((candidate) => !used.has(candidate)) ?? 'order';
    const added = copyFixture(fixture);
    for (const player of players) {
      const id = freshId(added, `extra-${player}-rune`);
      const side = added.given.players[player];
      if (side === undefined) continue;
      side.runes = [...(side.runes ?? []), { id, domain, ready: false }];
      for (const pattern of playerPatterns(added, player)) {
        const runes = withItem(pattern.runes, id);
        if (runes !== undefined) pattern.runes = runes;
      }
    }
    return { applicable: true, fixture: added };
  },
};
