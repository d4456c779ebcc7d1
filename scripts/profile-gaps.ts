/**
 * `npx tsx scripts/profile-gaps.ts [profile]`: for a reference profile (default `deducting`), what keeps each fixture
 * of the corpus from applying to it: the capabilities it lacks (the only one, when a fixture lacks just one), and the
 * fixtures its adapter skips. Counts per capability, "sole" where it is the only one missing.
 */
import { describeAdapter } from '../harness/adapters/describe.js';
import { listProfiles } from '../harness/adapters/registry.js';
import { effectiveCapabilities } from '../harness/capabilities/aliases.js';
import { loadCorpus } from '../harness/load/corpus.js';
import { runFixtures } from '../harness/run/run-fixtures.js';

const name = `profile:${process.argv[2] ?? 'deducting'}`;
const entry = (await listProfiles()).find((candidate) => candidate.name === name);
if (entry === undefined) throw new Error(`no profile ${name}: name one of npx tsx harness/cli/bin.ts list --adapters`);
const adapter = entry.load();
const implementation = await describeAdapter(adapter);
const held = effectiveCapabilities(implementation);
const corpus = loadCorpus({ cwd: process.cwd() });
const results = await runFixtures(corpus.fixtures, { adapter, implementation, cards: corpus.cards, timeoutMs: 10_000 });

const all = new Map<string, number>();
const sole = new Map<string, number>();
const skipped = new Map<string, number>();
for (const result of results) {
  if (result.status !== 'not-applicable') continue;
  const missing = result.loaded.fixture.requires.filter((capability) => !held.has(capability));
  for (const capability of missing) all.set(capability, (all.get(capability) ?? 0) + 1);
  if (missing.length === 1) sole.set(missing[0] ?? '', (sole.get(missing[0] ?? '') ?? 0) + 1);
  if (missing.length === 0) skipped.set(result.reason ?? '', (skipped.get(result.reason ?? '') ?? 0) + 1);
}
const applicable = results.filter((result) => result.status !== 'not-applicable').length;
console.log(
  `${name}: ${applicable} of ${results.length} applicable (${Math.round((applicable / results.length) * 100)}%)`,
);
for (const [capability, count] of [...all].sort((a, b) => b[1] - a[1]))
  console.log(`  lacks ${capability}: ${count} (sole ${sole.get(capability) ?? 0})`);
for (const [reason, count] of [...skipped].sort((a, b) => b[1] - a[1])) console.log(`  skipped ${count}: ${reason}`);
