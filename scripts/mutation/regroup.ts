/**
 * Carries the explanations of surviving mutants over code that moved: `npx tsx scripts/mutation/regroup.ts <commit>`.
 *
 * mutants/stryker-explanations.json explains survivors by file and line range, so an edit above them leaves the
 * ranges pointing at other lines. Given the commit whose code the recorded survivors (mutants/stryker-survivors.json)
 * were measured on, this reads each recorded survivor's line there, finds the same mutant (file, mutator,
 * replacement, the text of its line) among the survivors of the latest reports (reports/mutation/<shard>.json), and
 * rebuilds the groups at today's lines, each note kept. Survivors it cannot match are listed: explain them by hand,
 * then run `npm run mutation -- --report-only`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { SHARDS } from './shards.js';
import { groupsOf, mutantKey, type Located } from './groups.js';
import { survivors, type Explanations, type StrykerReport, type SurvivorsFile } from './report.js';

function main(commit: string): void {
  const root = join(import.meta.dirname, '../..');
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const recorded = JSON.parse(read('mutants/stryker-survivors.json')) as SurvivorsFile;
  const explanationsPath = join(root, 'mutants/stryker-explanations.json');
  const explanations = JSON.parse(read('mutants/stryker-explanations.json')) as Explanations;
  const oldLines = new Map<string, string[]>();
  const lineAt = (file: string, line: number) => {
    if (!oldLines.has(file))
      oldLines.set(
        file,
        execFileSync('git', ['show', `${commit}:${file}`], { cwd: root, encoding: 'utf8' }).split('\n'),
      );
    return oldLines.get(file)?.[line - 1] ?? '';
  };
  const notes = new Map<string, string[]>();
  for (const survivor of recorded.survivors) {
    if (survivor.note === null) continue;
    const key = mutantKey(survivor, lineAt(survivor.file, survivor.line));
    notes.set(key, [...(notes.get(key) ?? []), survivor.note]);
  }
  const reports = SHARDS.map((shard) => join(root, 'reports/mutation', `${shard}.json`))
    .filter((path) => existsSync(path))
    .map((path) => JSON.parse(readFileSync(path, 'utf8')) as StrykerReport);
  const alive = survivors(reports, { notes: {}, groups: [] });
  const noted: (Located & { note: string })[] = [];
  const unmatched: Located[] = [];
  for (const mutant of alive) {
    const text = read(mutant.file).split('\n')[mutant.line - 1] ?? '';
    const note = notes.get(mutantKey(mutant, text))?.shift();
    if (note === undefined) unmatched.push(mutant);
    else noted.push({ ...mutant, note });
  }
  const regrouped: Explanations = { notes: explanations.notes, groups: groupsOf(noted) };
  writeFileSync(explanationsPath, JSON.stringify(regrouped, null, 2));
  void resolveConfig(explanationsPath).then(async (options) => {
    writeFileSync(
      explanationsPath,
      await format(JSON.stringify(regrouped), { ...options, filepath: explanationsPath }),
    );
  });
  console.log(`${noted.length} survivors carried over, ${unmatched.length} to explain:`);
  for (const m of unmatched) console.log(`  ${m.file}:${m.line} ${m.mutator} -> ${m.replacement}`);
}

const [commit] = process.argv.slice(2);
if (commit === undefined) throw new Error('usage: tsx scripts/mutation/regroup.ts <commit of the recorded survivors>');
main(commit);
