/**
 * Lists where spec/contract-rules.json is out of step with sections 2, 3 and 4 of spec/INTERPRETING.md: the sentences
 * without a row (with a new ID, and the row a reworded sentence probably was), the rows whose text is gone, and every
 * other problem the test reports. Exits 1 when there is one.
 *
 *   npx tsx scripts/contract-rules.ts               what is out of step, and the counts
 *   npx tsx scripts/contract-rules.ts --stubs       also the rows to paste for the sentences without one (JSON)
 *   npx tsx scripts/contract-rules.ts --write       writes them into the table, marked `unchecked`, and retires the
 *                                                   rows whose sentence is gone (check each marked row, then unmark it)
 *   npx tsx scripts/contract-rules.ts --candidates <row-id>
 *                                                   the fixtures citing the row's Core Rules numbers, to read
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { citingFixtures, loadContractRulesInput, readContractRules, TABLE_FILE } from './contract-rules/load.js';
import { rewriteTable } from './contract-rules/rewrite.js';
import { candidateFixtures } from './contract-rules/suggest.js';
import { excerpt, matchRows, rowProblems, type ContractSentenceRow } from './contract-rules/table.js';
import { summarise } from './contract-rules/view.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const input = loadContractRulesInput(root);

function candidates(id: string): number {
  const row = input.rows.find((candidate) => candidate.id === id);
  if (row === undefined) {
    console.error(`No row ${id} in ${TABLE_FILE}. Give the ID of a row, such as ${input.rows[0]?.id ?? '4.1-01'}.`);
    return 2;
  }
  const found = candidateFixtures(row, citingFixtures(root));
  console.log(`${id}: ${excerpt(row.text)}`);
  console.log(found.length === 0 ? 'No fixture cites its numbers.' : found.map((line) => `  ${line}`).join('\n'));
  console.log('Read each one: list it only if its expectations fail for an engine that breaks the sentence.');
  return 0;
}

/** The sentences without a row, each with a new ID or the earlier row it rewords, and the stub to paste. */
function missing(): ContractSentenceRow[] {
  const rewrite = rewriteTable(input.sentences, readContractRules(root));
  const was = new Map(input.rows.map((row) => [row.id, row.text]));
  return rewrite.table.sentences.filter((row, i) => {
    const earlier = rewrite.reworded.includes(row.id) ? was.get(row.id) : undefined;
    if (earlier === undefined && !rewrite.added.includes(row.id)) return false;
    const sentence = input.sentences[i];
    const said =
      earlier === undefined ? `new ID ${row.id}` : `probably row ${row.id} reworded (was "${excerpt(earlier)}")`;
    console.log(`  line ${String(sentence?.line)}, section ${row.section}: "${excerpt(row.text)}"\n    ${said}`);
    return true;
  });
}

function report(stubs: boolean): number {
  const s = summarise(input.rows);
  console.log(
    `${input.sentences.length} sentences in sections 2, 3 and 4; ${s.sentences} rows: ${s.rules} rules (${s.rulesWithFixtures} with fixtures, ${s.gaps} gaps), ${s.conventions} conventions, ${s.notes} notes.`,
  );
  const { unmatchedSentences, unmatchedRows } = matchRows(input.sentences, input.rows);
  if (unmatchedSentences.length > 0)
    console.log(`Sentences without a row (add one to ${TABLE_FILE}, or run with --write):`);
  const rows = missing();
  if (unmatchedRows.length > 0)
    console.log('Rows whose text is no longer in the contract (update the text, or run with --write to retire them):');
  for (const row of unmatchedRows) console.log(`  ${row.id}: "${excerpt(row.text)}"`);
  const other = rowProblems(input.rows, input.known, input.retired);
  if (other.length > 0) console.log(`Other problems:\n${other.map((problem) => `  ${problem}`).join('\n')}`);
  if (stubs && rows.length > 0) console.log(JSON.stringify(rows, null, 2));
  const out = unmatchedSentences.length + unmatchedRows.length + other.length;
  console.log(
    out === 0
      ? 'In step.'
      : `${out} to fix; then run npm run generate and the test (test/spec/contract-rules.test.ts).`,
  );
  return out === 0 ? 0 : 1;
}

/** Writes the table brought in step (scripts/contract-rules/rewrite.ts) and says what to check. */
async function write(): Promise<number> {
  const rewrite = rewriteTable(input.sentences, readContractRules(root));
  const path = join(root, TABLE_FILE);
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(JSON.stringify(rewrite.table, null, 2), { ...options, filepath: path }));
  console.log(
    `Wrote ${TABLE_FILE}: ${rewrite.reworded.length} rows reworded, ${rewrite.added.length} added, ${rewrite.retired.length} retired.`,
  );
  for (const row of rewrite.retired) console.log(`  retired ${row.id}: "${excerpt(row.text)}"`);
  const marked = [...rewrite.reworded, ...rewrite.added];
  if (marked.length > 0)
    console.log(`Check each row marked "unchecked" against its sentence, then delete the mark: ${marked.join(', ')}.`);
  return 0;
}

const at = process.argv.indexOf('--candidates');
if (at !== -1) process.exitCode = candidates(process.argv[at + 1] ?? '');
else if (process.argv.includes('--write')) process.exitCode = await write();
else process.exitCode = report(process.argv.includes('--stubs'));
