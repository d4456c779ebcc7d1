import type { Collection, Effect, Fixture, StatePattern } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { copyFixture, deriveRequires, freshId, statePatterns, withItem } from './fixture-parts.js';
import { instanceFields } from './instance-fields.js';
import { notApplicable, type Transform } from './types.js';

/** The zones where a granted keyword keeps its use: a permanent on the board, a card played from hand. */
const HOLDER_ZONES = ['hand', 'base', 'battlefield'] as const;

/** A card without the fields that name or describe it: what a twin must share. */
function behaviour(card: CatalogueCard): string {
  const rest: Record<string, unknown> = { ...card };
  for (const key of ['id', 'name', 'text', 'source', 'synthetic', 'keywords']) Reflect.deleteProperty(rest, key);
  return JSON.stringify(rest);
}

/** The twins of each catalogue already read: the transform asks once per fixture, the answer depends on the catalogue only. */
const twinsByCatalogue = new WeakMap<ReadonlyMap<string, CatalogueCard>, ReadonlyMap<string, CatalogueCard>>();

/**
 * The keywordless twin of each catalogue card with printed keywords: a card of the catalogue that behaves the same in
 * every other field and has no keyword at all (the first in catalogue order whose text names the card, else the first).
 * Cards without a twin are left as they are.
 */
export function keywordlessTwins(cards: ReadonlyMap<string, CatalogueCard>): ReadonlyMap<string, CatalogueCard> {
  const known = twinsByCatalogue.get(cards);
  if (known !== undefined) return known;
  const plain = new Map<string, CatalogueCard[]>();
  for (const card of cards.values())
    if ((card.keywords ?? []).length === 0) plain.set(behaviour(card), [...(plain.get(behaviour(card)) ?? []), card]);
  const twins = new Map<string, CatalogueCard>();
  for (const card of cards.values()) {
    const candidates = (card.keywords ?? []).length > 0 ? (plain.get(behaviour(card)) ?? []) : [];
    const twin = candidates.find((candidate) => candidate.text.includes(`(${card.id})`)) ?? candidates[0];
    if (twin !== undefined) twins.set(card.id, twin);
  }
  twinsByCatalogue.set(cards, twins);
  return twins;
}

/**
 * Whether a card in hand is named again by a step after the step that plays it: it has changed zones by then, and a
 * keyword granted to it would have ended (CR 124.1) where a printed one stays.
 */
function namedAfterPlay(fixture: Fixture, id: string): boolean {
  const played = fixture.when.findIndex((action) => action.type === 'play' && action.card === id);
  if (played < 0) return false;
  return instanceFields({ when: fixture.when }).some(({ value, pointer }) => {
    const step = Number(pointer.split('/')[2]);
    return value === id && step > played;
  });
}

/** A state pattern with the card ID of an instance's items replaced by its twin's. */
function renameCard(pattern: StatePattern, id: string, from: string, to: string): void {
  const collections: (Collection | undefined)[] = [pattern.chain];
  for (const side of Object.values(pattern.players ?? {}))
    collections.push(...[...HOLDER_ZONES, 'trash', 'banishment', 'mainDeck'].map((zone) => side[zone as 'hand']));
  for (const collection of collections) {
    if (collection === undefined) continue;
    const items = Array.isArray(collection) ? collection : (collection.includes ?? []);
    for (const item of items) if (typeof item !== 'string' && item.id === id && item.card === from) item.card = to;
  }
}

/**
 * Plays every card in hand and every permanent that has printed keywords as its keywordless twin, with each keyword
 * granted to that instance by a `grant-keyword` effect, in printed order (CR 803: keywords act in the order they are
 * listed; printed ones come before granted ones, and the twin has none printed). The expectation does not change:
 * effects may grant keywords (CR 801.3.a), and a keyword's rules read whether the object has it, not where it comes
 * from: Accelerate (CR 805.1, 805.4), Deflect (CR 809.1.c, 809.2: granted values add up with printed ones), Repeat
 * (CR 820.1.c, 820.3), Flow (CR 829), Reaction (CR 813). A grant with no duration lasts while the object stays on the board
 * or in its non-board zone (CR 801.3.a.3) and ends when it moves to or from a non-board zone (CR 124.1): so cards in
 * the trash (Flow's zone) and on the chain keep their printed keywords, and a card in hand named again after the step
 * that plays it keeps them too (spec/INTERPRETING.md section 3 names the convention for a grant on a card in hand). The grant is
 * an effect, so the variant requires `effects.cost-modifiers.grant-keyword`, and `requires` is derived as the lint derives it.
 */
export const grantKeywordsTransform: Transform = {
  name: 'grant-keywords',
  apply(fixture, cards) {
    const twins = keywordlessTwins(cards);
    const granted = copyFixture(fixture);
    const effects: Effect[] = [];
    granted.given.effects = [...(granted.given.effects ?? [])];
    const kept: string[] = [];
    for (const side of Object.values(granted.given.players)) {
      for (const zone of ['trash'] as const)
        for (const instance of side[zone] ?? []) if (twins.has(instance.card)) kept.push(instance.id);
      for (const zone of HOLDER_ZONES) {
        for (const instance of side[zone] ?? []) {
          const printed = cards.get(instance.card);
          const twin = twins.get(instance.card);
          if (printed === undefined || twin === undefined) continue;
          if (zone === 'hand' && namedAfterPlay(fixture, instance.id)) {
            kept.push(instance.id);
            continue;
          }
          for (const pattern of statePatterns(granted)) renameCard(pattern, instance.id, printed.id, twin.id);
          instance.card = twin.id;
          for (const keyword of printed.keywords ?? []) {
            const effect: Effect = {
              id: freshId(granted, `granted-${instance.id}`),
              kind: 'grant-keyword',
              card: instance.id,
              keyword: structuredClone(keyword),
            };
            granted.given.effects.push(effect);
            effects.push(effect);
          }
        }
      }
    }
    for (const item of fixture.given.chain ?? []) if (twins.has(item.card)) kept.push(item.id);
    if (effects.length === 0)
      return kept.length > 0 ? notApplicable('grant-would-end', kept.join(', ')) : notApplicable('nothing-to-change');
    for (const pattern of statePatterns(granted))
      for (const effect of effects) {
        const collection = withItem(pattern.effects, effect.id);
        if (collection !== undefined) pattern.effects = collection;
      }
    granted.requires = deriveRequires(granted, cards);
    return { applicable: true, fixture: granted };
  },
};
