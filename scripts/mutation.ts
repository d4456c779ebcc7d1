/**
 * `npm run mutation`: StrykerJS over the whole reference engine, shard by shard (stryker.config.js), then the record:
 * mutants/stryker-survivors.json (the score per engine folder, every mutant left alive and the note explaining it)
 * and the generated block of mutants/README.md.
 *
 *   npm run mutation                          every shard, then the record
 *   npm run mutation -- --shard pay --shard cost   some shards (the record then reads the other shards' last reports)
 *   npm run mutation -- --report-only         only the record, from reports/mutation/<shard>.json
 *   npm run mutation -- --force               every mutant again, the incremental files ignored (after fixtures changed:
 *                                             an edited fixture does not mark the mutants it killed for a new run)
 *
 * Each shard runs incrementally (reports/mutation/<shard>.incremental.json): only mutants of changed code, or whose
 * covering fixtures changed, run again. Exits 1 when a mutant alive has no explanation in
 * mutants/stryker-explanations.json, or an explanation covers no mutant any more.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  renderReadmeBlock,
  scores,
  survivors,
  unusedGroups,
  withReadmeBlock,
  type Explanations,
  type StrykerReport,
  type SurvivorsFile,
} from './mutation/report.js';
import { SHARDS } from './mutation/shards.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const reportOnly = args.includes('--report-only');
const force = args.includes('--force');
const chosen = args.flatMap((arg, i) => (args[i - 1] === '--shard' ? [arg] : []));
for (const shard of chosen)
  if (!(SHARDS as readonly string[]).includes(shard)) throw new Error(`unknown shard ${shard}: ${SHARDS.join(', ')}`);

if (!reportOnly)
  for (const shard of chosen.length > 0 ? chosen : SHARDS) {
    console.log(`stryker: shard ${shard}`);
    const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.js', ...(force ? ['--force'] : [])], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, STRYKER_SHARD: shard },
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }

const reports: StrykerReport[] = [];
const missing: string[] = [];
for (const shard of SHARDS) {
  const file = join(root, 'reports/mutation', `${shard}.json`);
  if (existsSync(file)) reports.push(JSON.parse(readFileSync(file, 'utf8')) as StrykerReport);
  else missing.push(shard);
}
for (const shard of missing)
  console.log(`not measured: shard ${shard} has no report (npm run mutation -- --shard ${shard})`);
const explanations = JSON.parse(readFileSync(join(root, 'mutants/stryker-explanations.json'), 'utf8')) as Explanations;
const alive = survivors(reports, explanations);
const recorded: SurvivorsFile = { version: 1, notMeasured: missing, scores: scores(reports), survivors: alive };
const survivorsPath = join(root, 'mutants/stryker-survivors.json');
writeFileSync(
  survivorsPath,
  await format(JSON.stringify(recorded), { ...(await resolveConfig(survivorsPath)), filepath: survivorsPath }),
);
const readmePath = join(root, 'mutants/README.md');
const readme = withReadmeBlock(readFileSync(readmePath, 'utf8'), renderReadmeBlock(recorded, explanations));
writeFileSync(readmePath, await format(readme, { ...(await resolveConfig(readmePath)), filepath: readmePath }));

for (const s of recorded.scores)
  console.log(`${s.directory.padEnd(16)} ${String(s.mutants).padStart(5)} mutants  ${s.score.toFixed(2)}%`);
const unexplained = alive.filter((s) => s.note === null);
for (const s of unexplained)
  console.log(`unexplained: ${s.file}:${s.line}:${s.column} ${s.mutator} -> ${s.replacement}`);
const unused = unusedGroups(explanations, alive);
for (const g of unused) console.log(`explains nothing: ${g.file}:${g.lines.join('-')} (${g.note})`);
const notes = new Set(Object.keys(explanations.notes));
const unknown = explanations.groups.filter((g) => !notes.has(g.note));
for (const g of unknown) console.log(`unknown note: ${g.note} (${g.file}:${g.lines.join('-')})`);
process.exit(unexplained.length + unused.length + unknown.length > 0 ? 1 : 0);
