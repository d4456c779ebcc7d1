/**
 * `npx tsx scripts/fidelity.ts [--add RESULT.md ...]`: keeps spec/FIDELITY.md in order. With `--add`, takes the rows of
 * a check's result tables (`| fixture-id | verdict | Core Rules numbers | note |`) into the per-fixture table, replacing
 * the rows of the same fixtures; then sorts the rows by chapter and ID and computes the summary table from them.
 * test/spec/fidelity.test.ts checks that every fixture has a row and that the summary adds up.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { fidelityRows, renderSummary, tableRows } from './fidelity/table.js';

const CHAPTERS = ['cost', 'pay', 'accelerate', 'deflect', 'repeat', 'flow', 'add', 'pool'];
const path = join(import.meta.dirname, '../spec/FIDELITY.md');
const args = process.argv.slice(2);
const added = args
  .flatMap((arg, i) => (args[i - 1] === '--add' ? [arg] : []))
  .flatMap((file) => tableRows(readFileSync(file, 'utf8')));
const markdown = readFileSync(path, 'utf8');
const byId = new Map(fidelityRows(markdown).map((row) => [row.fixture, row]));
for (const row of added) byId.set(row.fixture, row);
const chapterIndex = (id: string) => CHAPTERS.findIndex((chapter) => id.startsWith(`${chapter}-`));
const rows = [...byId.values()].sort(
  (a, b) => chapterIndex(a.fixture) - chapterIndex(b.fixture) || a.fixture.localeCompare(b.fixture),
);
const lines = markdown.split('\n');
const summaryStart = lines.findIndex((line) => line.startsWith('| chapter'));
const summaryEnd = lines.findIndex((line, i) => i > summaryStart && !line.startsWith('|'));
const tableStart = lines.findIndex((line) => line.startsWith('| fixture'));
const tableEnd = lines.findIndex((line, i) => i > tableStart + 1 && !line.startsWith('|'));
const table = [
  lines[tableStart] ?? '',
  lines[tableStart + 1] ?? '',
  ...rows.map((row) => `| \`${row.fixture}\` | ${row.verdict} | ${row.coreRules} |`),
];
const out = [
  ...lines.slice(0, summaryStart),
  renderSummary(rows, CHAPTERS),
  ...lines.slice(summaryEnd, tableStart),
  ...table,
  ...(tableEnd === -1 ? [''] : lines.slice(tableEnd)),
].join('\n');
writeFileSync(path, await format(out, { ...(await resolveConfig(path)), filepath: path }));
console.log(`${rows.length} fixtures in spec/FIDELITY.md (${added.length} rows taken)`);
