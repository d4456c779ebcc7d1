/**
 * Help for an editor of the contract: a new ID for a sentence without a row, the row a reworded sentence probably
 * was, a stub row to fill in, and the fixtures that cite a row's Core Rules numbers.
 */
import { citedCoreRuleNumbers } from '../../harness/load/core-rules.js';
import type { ContractSentence } from './split.js';
import type { ContractSentenceRow } from './table.js';

/** How alike two sentences are: the share of their words they have in common (0 to 1). */
export function likeness(a: string, b: string): number {
  const left = new Set(a.toLowerCase().split(' '));
  const right = new Set(b.toLowerCase().split(' '));
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / (left.size + right.size - shared);
}

/** Below this likeness a row is not offered as the earlier text of a sentence. */
const EDITED = 0.5;

/** The unmatched row most like a sentence without a row, when it is alike enough to be its earlier wording. */
export function earlierRow(
  sentence: ContractSentence,
  rows: readonly ContractSentenceRow[],
): ContractSentenceRow | undefined {
  const scored = rows.map((row) => ({ row, score: likeness(row.text, sentence.text) }));
  const best = scored.sort((a, b) => b.score - a.score)[0];
  return best !== undefined && best.score >= EDITED ? best.row : undefined;
}

/** The next free IDs of a section, given every ID the table holds (an ID is never reused). */
export function nextIds(section: string, taken: readonly string[], count: number): string[] {
  const ordinals = taken.filter((id) => id.startsWith(`${section}-`)).map((id) => Number(id.slice(section.length + 1)));
  const first = Math.max(0, ...ordinals) + 1;
  return Array.from({ length: count }, (_, i) => `${section}-${String(first + i).padStart(2, '0')}`);
}

/** A row to fill in for a sentence: the earlier row's fields when it was reworded, else a rule citing what it cites. */
export function stubRow(sentence: ContractSentence, id: string, earlier?: ContractSentenceRow): ContractSentenceRow {
  if (earlier !== undefined) return { ...earlier, section: sentence.section, text: sentence.text };
  const numbers = citedCoreRuleNumbers(sentence.text);
  if (numbers.length === 0) return { id, section: sentence.section, text: sentence.text, kind: 'note' };
  return { id, section: sentence.section, text: sentence.text, kind: 'rule', coreRules: numbers, fixtures: [] };
}

/** A fixture's ID and the Core Rules numbers its source cites. */
export interface CitingFixture {
  readonly id: string;
  readonly coreRules: readonly string[];
}

/** The fixtures citing a row's numbers, most shared numbers first: candidates to read, never a mapping by itself. */
export function candidateFixtures(row: ContractSentenceRow, fixtures: readonly CitingFixture[]): string[] {
  const numbers = new Set([...(row.coreRules ?? []), ...citedCoreRuleNumbers(row.text)]);
  return fixtures
    .map((fixture) => ({ fixture, shared: fixture.coreRules.filter((number) => numbers.has(number)) }))
    .filter(({ shared }) => shared.length > 0)
    .sort((a, b) => b.shared.length - a.shared.length || a.fixture.id.localeCompare(b.fixture.id))
    .map(({ fixture, shared }) => `${fixture.id} (${shared.join(', ')})`);
}
