import { existsSync } from 'node:fs';
import type { CardCatalogue } from '../../schemas/types/generated.js';
import type { FindingData, FindingDraft } from '../messages/findings.js';
import { child } from '../text/pointer.js';
import { schemaFindings } from '../schema/errors.js';
import { validateDocument } from '../schema/validators.js';
import { forbiddenKeys, parseJson } from './parse.js';
import { MAX_INPUT_FILE_BYTES } from './limits.js';
import { refusalFacts } from './regular-file.js';
import { readUtf8 } from './read-text.js';
import { insideFolder } from './real-paths.js';

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

function refused(data: FindingData): LoadedCatalogue {
  return { cards: undefined, text: undefined, findings: [{ code: 'catalogue/invalid', data }] };
}

/** The catalogue's text, or why it was not read (harness/load/regular-file.ts: a FIFO or a device is never read). */
function readCatalogueText(path: string, shownAs: string, within?: string): string | LoadedCatalogue {
  if (!existsSync(path)) return refused({ problem: 'missing', path: shownAs });
  if (within !== undefined && !insideFolder(within)(path)) return refused({ problem: 'outside-folder', path: shownAs });
  const read = readUtf8(path, MAX_INPUT_FILE_BYTES);
  if ('problem' in read) {
    const facts = refusalFacts(read);
    return refused({ ...facts, problem: read.problem === 'folder' ? 'unreadable' : read.problem, path: shownAs });
  }
  if (read.ok) return read.text;
  const { offset, line, column } = read;
  const data = { problem: 'encoding', path: shownAs, offset };
  return { cards: undefined, text: read.text, findings: [{ code: 'catalogue/invalid', line, column, data }] };
}

/**
 * Loads and validates the card catalogue (schemas/cards.schema.json, unique card IDs). `within`: the fixture folder
 * the catalogue was found in; a link from there to outside is not read.
 */
export function loadCatalogue(path: string, shownAs: string, within?: string): LoadedCatalogue {
  const text = readCatalogueText(path, shownAs, within);
  if (typeof text !== 'string') return text;
  const parsed = parseJson(text, 'catalogue/invalid', { problem: 'parse' });
  if (!parsed.ok) return { cards: undefined, text, findings: [parsed.finding] };
  const forbidden = forbiddenKeys(parsed.value).map((f) => ({ ...f, code: 'catalogue/invalid' as const }));
  const schema = schemaFindings('catalogue/invalid', validateDocument('cards', parsed.value), parsed.value);
  if (forbidden.length > 0 || schema.length > 0) return { cards: undefined, text, findings: [...forbidden, ...schema] };
  const catalogue = parsed.value as CardCatalogue;
  const cards = new Map(catalogue.cards.map((card) => [card.id, card] as const));
  return { cards, text, findings: duplicates(catalogue) };
}
