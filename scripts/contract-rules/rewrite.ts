/**
 * The table brought back in step with the contract, for an editor to check (`scripts/contract-rules.ts --write`): rows
 * in the order of the contract, a reworded sentence's row given its new text, a new sentence given a stub, each of
 * these marked `unchecked` (the test fails until someone checks it), and the rows whose sentence is gone retired: their
 * IDs are kept in `retired` so that none is given again.
 */
import type { ContractRules } from '../../schemas/types/generated.js';
import type { ContractSentence } from './split.js';
import { earlierRow, nextIds, stubRow } from './suggest.js';
import { rowsByKey, sentenceKey, type ContractSentenceRow } from './table.js';

/** The rewritten table, and what changed for the editor to check. */
export interface Rewrite {
  readonly table: ContractRules;
  readonly reworded: readonly string[];
  readonly added: readonly string[];
  readonly retired: readonly ContractSentenceRow[];
}

/** Rewrites the table against the sentences; rows that already match are kept as they are. */
export function rewriteTable(sentences: readonly ContractSentence[], table: ContractRules): Rewrite {
  const open = rowsByKey(table.sentences);
  const kept = sentences.map((sentence) => open.get(sentenceKey(sentence.section, sentence.text))?.shift());
  let unmatched = [...open.values()].flat();
  const taken = [...table.sentences.map((row) => row.id), ...(table.retired ?? [])];
  const reworded: string[] = [];
  const added: string[] = [];
  const rows = sentences.map((sentence, i): ContractSentenceRow => {
    const found = kept[i];
    if (found !== undefined) return found;
    const earlier = earlierRow(sentence, unmatched);
    if (earlier !== undefined) {
      unmatched = unmatched.filter((row) => row !== earlier);
      reworded.push(earlier.id);
      return { ...stubRow(sentence, earlier.id, earlier), unchecked: true };
    }
    const id = nextIds(sentence.section, taken, 1)[0] ?? '';
    taken.push(id);
    added.push(id);
    return { ...stubRow(sentence, id), unchecked: true };
  });
  const retired = [...(table.retired ?? []), ...unmatched.map((row) => row.id)];
  const rewritten: ContractRules = { ...table, sentences: rows, ...(retired.length > 0 ? { retired } : {}) };
  return { table: rewritten, reworded, added, retired: unmatched };
}
