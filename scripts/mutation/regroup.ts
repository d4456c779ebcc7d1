/**
 * Carries the explanations of surviving mutants over code that moved:
 * `npx tsx scripts/mutation/regroup.ts <commit> [--groups <explanations.json>@<commit> ...]`.
 *
 * mutants/stryker-explanations.json explains survivors by file and line range, so an edit above them leaves the
 * ranges pointing at other lines. Given the commit whose code the recorded survivors (mutants/stryker-survivors.json)
 * were measured on, this reads each recorded survivor's line there, finds the same mutant (file, mutator,
 * replacement, the text of its line) among the survivors of the latest reports (reports/mutation/<shard>.json), and
 * rebuilds the groups at today's lines, each note kept. `--groups` also takes explanations written against the code
 * of another commit (same shape as mutants/stryker-explanations.json): a survivor none of the record matches takes the
 * note of a group whose lines, at that commit, hold the same text as its line today. Notes no group uses are dropped.
 * Survivors it cannot match are listed: explain them by hand, then run `npm run mutation -- --report-only`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { SHARDS } from './shards.js';
import { groupsOf, mutantKey, type Located } from './groups.js';
import { survivors, type Explanations, type StrykerReport, type SurvivorsFile } from './report.js';

/** A note per line text of each group's lines, at the commit the groups were written against. */
function textNotes(source: Explanations, lineAt: (file: string, line: number) => string) {
  return source.groups.flatMap((group) =>
    Array.from({ length: group.lines[1] - group.lines[0] + 1 }, (_, i) => ({
      file: group.file,
      text: lineAt(group.file, group.lines[0] + i).trim(),
      mutators: group.mutators,
      note: group.note,
    })),
  );
}

function gitLines(root: string, commit: string) {
  const cache = new Map<string, string[]>();
  return (file: string, line: number): string => {
    if (!cache.has(file))
      cache.set(file, execFileSync('git', ['show', `${commit}:${file}`], { cwd: root, encoding: 'utf8' }).split('\n'));
    return cache.get(file)?.[line - 1] ?? '';
  };
}

function main(commit: string, extra: readonly { readonly path: string; readonly commit: string }[]): void {
  const root = join(import.meta.dirname, '../..');
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  const recorded = JSON.parse(read('mutants/stryker-survivors.json')) as SurvivorsFile;
  const explanationsPath = join(root, 'mutants/stryker-explanations.json');
  const explanations = JSON.parse(read('mutants/stryker-explanations.json')) as Explanations;
  const lineAt = gitLines(root, commit);
  const sources = extra.map(({ path, commit: at }) => ({
    explanations: JSON.parse(readFileSync(path, 'utf8')) as Explanations,
    commit: at,
  }));
  const byText = sources.flatMap((source) => textNotes(source.explanations, gitLines(root, source.commit)));
  const allNotes: Record<string, Explanations['notes'][string]> = { ...explanations.notes };
  for (const source of sources) Object.assign(allNotes, source.explanations.notes);
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
    const recordedNote = notes.get(mutantKey(mutant, text))?.shift();
    const fromGroups = byText.find(
      (entry) =>
        entry.file === mutant.file &&
        entry.text === text.trim() &&
        (entry.mutators === undefined || entry.mutators.includes(mutant.mutator)),
    )?.note;
    // A note written since the record was made wins over a recorded `open` one.
    const note =
      recordedNote === undefined || ((allNotes[recordedNote]?.kind ?? 'open') === 'open' && fromGroups !== undefined)
        ? fromGroups
        : recordedNote;
    if (note === undefined) unmatched.push(mutant);
    else noted.push({ ...mutant, note });
  }
  const groups = groupsOf(noted);
  const used = new Set(groups.map((group) => group.note));
  const regrouped: Explanations = {
    notes: Object.fromEntries(Object.entries(allNotes).filter(([key]) => used.has(key))),
    groups,
  };
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

const args = process.argv.slice(2);
const [commit] = args;
if (commit === undefined)
  throw new Error('usage: tsx scripts/mutation/regroup.ts <commit> [--groups <explanations.json>@<commit> ...]');
const extra = args.flatMap((arg, i) => {
  if (args[i - 1] !== '--groups') return [];
  const at = arg.lastIndexOf('@');
  return [{ path: arg.slice(0, at), commit: arg.slice(at + 1) }];
});
main(commit, extra);
