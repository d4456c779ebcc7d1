import { existsSync } from 'node:fs';
import type { CardCatalogue } from '../../schemas/types/generated.js';
import type { FindingDraft } from '../findings.js';
import { child } from '../pointer.js';
import { schemaFindings } from '../schema/errors.js';
import { validateDocument } from '../schema/validators.js';
import { forbiddenKeys, parseJson } from './parse.js';
import { readUtf8 } from './read-text.js';

/** One card of the catalogue. */
export type CatalogueCard = CardCatalogue['cards'][number];

/** The catalogue by card ID, or undefined when it could not be loaded; with the findings about it. */
export interface LoadedCatalogue {
  readonly cards: ReadonlyMap<string, CatalogueCard> | undefined;
  readonly findings: readonly FindingDraft[];
  readonly text: string | undefined;
}

function duplicates(catalogue: CardCatalogue): FindingDraft[] {
  const seen = new Set<string>();
  return catalogue.cards.flatMap((card, index) => {
    if (!seen.has(card.id)) {
      seen.add(card.id);
      return [];
    }
    return [
      {
        code: 'catalogue/invalid',
        pointer: child('/cards', index, 'id'),
        data: { problem: 'duplicate', card: card.id },
      },
    ];
  });
}

/** Loads and validates the card catalogue (schemas/cards.schema.json, unique card IDs). */
export function loadCatalogue(path: string, shownAs: string): LoadedCatalogue {
  if (!existsSync(path)) {
    return {
      cards: undefined,
      text: undefined,
      findings: [{ code: 'catalogue/invalid', data: { problem: 'missing', path: shownAs } }],
    };
  }
  let text: string;
  try {
    const read = readUtf8(path);
    if (!read.ok) {
      const { offset, line, column } = read;
      const data = { problem: 'encoding', path: shownAs, offset };
      return { cards: undefined, text: read.text, findings: [{ code: 'catalogue/invalid', line, column, data }] };
    }
    text = read.text;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      cards: undefined,
      text: undefined,
      findings: [{ code: 'catalogue/invalid', data: { problem: 'unreadable', path: shownAs, detail } }],
    };
  }
  const parsed = parseJson(text, 'catalogue/invalid', { problem: 'parse' });
  if (!parsed.ok) return { cards: undefined, text, findings: [parsed.finding] };
  const forbidden = forbiddenKeys(parsed.value).map((f) => ({ ...f, code: 'catalogue/invalid' as const }));
  const schema = schemaFindings('catalogue/invalid', validateDocument('cards', parsed.value), parsed.value);
  if (forbidden.length > 0 || schema.length > 0) return { cards: undefined, text, findings: [...forbidden, ...schema] };
  const catalogue = parsed.value as CardCatalogue;
  const cards = new Map(catalogue.cards.map((card) => [card.id, card] as const));
  return { cards, text, findings: duplicates(catalogue) };
}
