/**
 * spec/contract-rules.json (schemas/contract-rules.schema.json) against the contract: which sentences have no row,
 * which rows no longer match a sentence, and which rows break the table's own rules (a rule without Core Rules numbers
 * or fixtures, an unknown fixture or number, a convention without its reason). Pure: the caller reads the files.
 */
import type { ContractSentenceRow } from '../../schemas/types/generated.js';
import type { ContractSentence } from './split.js';

export type { ContractSentenceRow } from '../../schemas/types/generated.js';

/** The names a row may use: fixture IDs of the corpus and Core Rules v1.4 numbers. */
export interface Known {
  readonly fixture: (id: string) => boolean;
  readonly coreRule: (number: string) => boolean;
}

/** The sentences and rows matched by section and text, and what is left on each side. */
export interface Matching {
  readonly unmatchedSentences: readonly ContractSentence[];
  readonly unmatchedRows: readonly ContractSentenceRow[];
}

const WHAT_TO_DO = 'npx tsx scripts/contract-rules.ts lists what is out of step';

/** The key a sentence and its row share: the section and the exact text. */
export function sentenceKey(section: string, text: string): string {
  return `${section}\u0000${text}`;
}

/** The rows by key, in table order, each list to be taken from the front as sentences claim them. */
export function rowsByKey(rows: readonly ContractSentenceRow[]): Map<string, ContractSentenceRow[]> {
  const open = new Map<string, ContractSentenceRow[]>();
  for (const row of rows) {
    const key = sentenceKey(row.section, row.text);
    open.set(key, [...(open.get(key) ?? []), row]);
  }
  return open;
}

/** Pairs each sentence with a row of the same section and text (a repeated sentence needs as many rows). */
export function matchRows(sentences: readonly ContractSentence[], rows: readonly ContractSentenceRow[]): Matching {
  const open = rowsByKey(rows);
  const unmatchedSentences = sentences.filter(
    (sentence) => open.get(sentenceKey(sentence.section, sentence.text))?.shift() === undefined,
  );
  return { unmatchedSentences, unmatchedRows: [...open.values()].flat() };
}

/** The first words of a text, for a message or the view. */
export function excerpt(text: string, words = 12): string {
  const all = text.split(' ');
  return all.length <= words ? text : `${all.slice(0, words).join(' ')} ...`;
}

function matchingProblems(sentences: readonly ContractSentence[], rows: readonly ContractSentenceRow[]): string[] {
  const { unmatchedSentences, unmatchedRows } = matchRows(sentences, rows);
  return [
    ...unmatchedSentences.map(
      (sentence) =>
        `INTERPRETING.md line ${sentence.line} (section ${sentence.section}): no row for the sentence "${excerpt(sentence.text)}". Add a row to spec/contract-rules.json with its exact text (${WHAT_TO_DO}).`,
    ),
    ...unmatchedRows.map(
      (row) =>
        `${row.id}: its text is no longer a sentence of section ${row.section} ("${excerpt(row.text)}"). Copy the edited sentence into the row and check its kind, Core Rules numbers and fixtures again, or delete the row (${WHAT_TO_DO}).`,
    ),
  ];
}

function ruleProblems(row: ContractSentenceRow): string[] {
  const problems: string[] = [];
  if ((row.coreRules ?? []).length === 0)
    problems.push(`${row.id}: a rule without Core Rules numbers. Add the numbers that decide it to "coreRules".`);
  if (row.fixtures === undefined || (row.fixtures.length === 0 && row.gap === undefined))
    problems.push(
      `${row.id}: a rule without fixtures. List the fixtures an engine breaking it fails in "fixtures", or set "fixtures": [] with a "gap" saying what a fixture would need.`,
    );
  if (row.gap !== undefined && (row.fixtures ?? []).length > 0)
    problems.push(
      `${row.id}: a gap on a rule that has fixtures. Delete "gap", or the fixtures if they do not exercise it.`,
    );
  return problems;
}

function kindProblems(row: ContractSentenceRow): string[] {
  if (row.kind === 'rule') return ruleProblems(row);
  const problems: string[] = [];
  if (row.kind === 'convention' && (row.reason ?? '').trim() === '')
    problems.push(
      `${row.id}: a convention without a reason. Say in "reason" why the protocol fixes what the rules leave open.`,
    );
  if (row.gap !== undefined) problems.push(`${row.id}: a gap on a ${row.kind}. Only a rule has one: delete "gap".`);
  if (row.kind === 'note' && row.reason !== undefined)
    problems.push(`${row.id}: a reason on a note. Delete "reason", or make the row a convention.`);
  return problems;
}

function referenceProblems(row: ContractSentenceRow, known: Known): string[] {
  return [
    ...(row.fixtures ?? [])
      .filter((id) => !known.fixture(id))
      .map((id) => `${row.id}: no fixture ${id} in fixtures/. Correct the ID or remove it from the row.`),
    ...(row.coreRules ?? [])
      .filter((number) => !known.coreRule(number))
      .map(
        (number) =>
          `${row.id}: Core Rules v1.4 has no number ${number} (spec/core-rules.json). Cite a number that exists.`,
      ),
  ];
}

function idProblems(rows: readonly ContractSentenceRow[], retired: readonly string[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const row of rows) {
    if (retired.includes(row.id))
      problems.push(
        `${row.id}: this ID is retired (its sentence left the contract). Give the row the next free ordinal of its section.`,
      );
    if (row.unchecked === true)
      problems.push(
        `${row.id}: written by scripts/contract-rules.ts --write for a new or reworded sentence. Check its kind, Core Rules numbers, fixtures, gap or reason against the sentence, then delete "unchecked".`,
      );
    if (seen.has(row.id))
      problems.push(`${row.id}: two rows have this ID. Give the later one the next free ordinal of its section.`);
    seen.add(row.id);
  }
  return problems;
}

/** The problems of the rows themselves, whatever the contract says: IDs, kinds and the names they use. */
export function rowProblems(
  rows: readonly ContractSentenceRow[],
  known: Known,
  retired: readonly string[] = [],
): string[] {
  return [
    ...idProblems(rows, retired),
    ...rows.flatMap((row) => [...kindProblems(row), ...referenceProblems(row, known)]),
  ];
}

/** Every problem of the table against the contract's sentences, each saying what to do; none when in step. */
export function contractRuleProblems(
  sentences: readonly ContractSentence[],
  rows: readonly ContractSentenceRow[],
  known: Known,
  retired: readonly string[] = [],
): string[] {
  return [...matchingProblems(sentences, rows), ...rowProblems(rows, known, retired)];
}
