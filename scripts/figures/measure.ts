/**
 * The figures the docs state, measured: the corpus (fixtures per chapter, variants, clauses, capabilities, synthetic
 * cards, versions) and runs of the reference profiles and the toy engine. Keys are the names of the markers in
 * README.md and docs/ADAPTERS.md (scripts/figures/fill.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeAdapter } from '../../harness/adapters/describe.js';
import { listMutants, listProfiles, loadAdapter } from '../../harness/adapters/registry.js';
import type { Adapter } from '../../harness/adapters/types.js';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import { CAPABILITY_ALIASES } from '../../harness/capabilities/aliases.js';
import { CAPABILITIES } from '../../harness/load/lists.js';
import { loadCorpus, type Corpus } from '../../harness/load/corpus.js';
import type { FixtureResult } from '../../harness/run/result.js';
import { runFixtures } from '../../harness/run/run-fixtures.js';
import { readContractRules } from '../contract-rules/load.js';
import { contractRulesFigures } from '../contract-rules/view.js';
import { withVariants } from '../../harness/variants/index.js';
import { interpretingVersion, packageVersion } from '../../harness/protocol/version.js';

type Figures = Map<string, string>;

/** What the figures read of spec/rules.json. */
interface RulesIndex {
  readonly chapters: readonly { readonly id: string }[];
  readonly rules: readonly unknown[];
}

/** The adapter the guide's worked example runs. */
const TOY_ADAPTER = './examples/toy-engine/adapter.ts';

/** The reason a fixture is not applicable for a capability the adapter lacks (harness/messages/index.ts). */
const BY_CAPABILITY = 'the adapter lacks';

function count<T>(items: readonly T[], keep: (item: T) => boolean): number {
  return items.filter(keep).length;
}

function readRules(root: string): RulesIndex {
  return JSON.parse(readFileSync(join(root, 'spec/rules.json'), 'utf8')) as RulesIndex;
}

function corpusFigures(root: string, corpus: Corpus, figures: Figures): void {
  const fixtures = corpus.fixtures.map((loaded) => loaded.fixture);
  const runs = withVariants(corpus.fixtures, corpus.cards).length;
  const rules = readRules(root);
  // In the spec's chapter order; a chapter without fixtures is shown with 0.
  const chapters = rules.chapters.map(({ id }) => [id, count(corpus.fixtures, (loaded) => loaded.chapter === id)]);
  const synthetic = count(fixtures, (fixture) => fixture.requires.includes('cards.synthetic'));
  figures.set('version.contract', interpretingVersion);
  figures.set('version.corpus', packageVersion);
  figures.set('clauses', String(rules.rules.length));
  figures.set('fixtures', String(fixtures.length));
  figures.set('chapters', chapters.map(([chapter, n]) => `${String(chapter)} ${String(n)}`).join(', '));
  figures.set('variants', String(runs - fixtures.length));
  figures.set('runs', String(runs));
  figures.set('fixtures.synthetic', String(synthetic));
  figures.set('fixtures.printed', String(fixtures.length - synthetic));
  figures.set('requires.none', String(count(fixtures, (fixture) => fixture.requires.length === 0)));
  for (const capability of CAPABILITIES) {
    // An alias counts the fixtures that require any capability it stands for.
    const finer: readonly string[] = CAPABILITY_ALIASES[capability] ?? [capability];
    const requiring = count(fixtures, (fixture) => fixture.requires.some((required) => finer.includes(required)));
    figures.set(`requires.${capability}`, String(requiring));
  }
}

interface CoverageJson {
  readonly summary: { readonly rules: number; readonly covered: number };
  readonly dimensions: {
    readonly summary: { values: number; covered: number; variant: number; reason: number; missing: number };
  };
  readonly coreRules: {
    readonly summary: { numbers: number; covered: number; outOfScope: number; notYet: number; percent: number };
  };
}

/** The clause coverage and the situation grid, as `coverage --json` gives them. */
async function coverageFigures(root: string, figures: Figures): Promise<void> {
  const io = bufferedIo();
  await main(['coverage', '--json'], io, root);
  const coverage = JSON.parse(io.stdout()) as CoverageJson;
  const grid = coverage.dimensions.summary;
  figures.set('coverage.clauses', `${coverage.summary.covered}/${coverage.summary.rules}`);
  figures.set('grid.cells', String(grid.values));
  figures.set('grid.covered', String(grid.covered));
  figures.set('grid.variant', String(grid.variant));
  figures.set('grid.reason', String(grid.reason));
  figures.set('grid.missing', grid.missing === 0 ? 'none' : String(grid.missing));
  const numbers = coverage.coreRules.summary;
  figures.set('core-rules.covered', String(numbers.covered));
  figures.set('core-rules.numbers', String(numbers.numbers));
  figures.set('core-rules.percent', `${numbers.percent}%`);
  figures.set('core-rules.out-of-scope', String(numbers.outOfScope));
  figures.set('core-rules.not-yet', String(numbers.notYet));
}

/** The mutant engines: how many, and how many misread a rule of each chapter (spec order). */
async function mutantFigures(rules: RulesIndex, figures: Figures): Promise<void> {
  const mutants = await listMutants();
  const chapterOf = (rule: string): string => rule.split('.')[0] ?? '';
  const byChapter = rules.chapters.map(
    ({ id }) => `${id} ${count(mutants, (mutant) => chapterOf(mutant.rule) === id)}`,
  );
  figures.set('mutants', String(mutants.length));
  figures.set('mutants.chapters', byChapter.join(', '));
}

async function run(adapter: Adapter, corpus: Corpus): Promise<FixtureResult[]> {
  const implementation = await describeAdapter(adapter);
  return runFixtures(corpus.fixtures, { adapter, implementation, cards: corpus.cards, timeoutMs: 10_000 });
}

const hasUnjudged = (result: FixtureResult): boolean => (result.unjudged?.length ?? 0) > 0;

async function profileFigures(corpus: Corpus, figures: Figures): Promise<void> {
  for (const entry of await listProfiles()) {
    const results = await run(entry.load(), corpus);
    const judged = results.filter((result) => result.status !== 'not-applicable');
    const share = Math.round((judged.length / results.length) * 100);
    const name = entry.name.replace(/^profile:/, '');
    const entries = results.reduce((sum, result) => sum + (result.unjudged?.length ?? 0), 0);
    figures.set(`profile.${name}.applicable`, `${judged.length} (${share}%)`);
    figures.set(`profile.${name}.pass`, String(count(judged, (result) => result.status === 'pass')));
    figures.set(`profile.${name}.unjudged-fixtures`, String(count(judged, hasUnjudged)));
    figures.set(`profile.${name}.unjudged-entries`, String(entries));
  }
}

/** The adapter's own skip reasons, most frequent first: "2 no triggered abilities, 1 …". */
function skipReasons(skipped: readonly FixtureResult[]): string {
  const reasons = new Map<string, number>();
  for (const result of skipped) reasons.set(result.reason ?? '', (reasons.get(result.reason ?? '') ?? 0) + 1);
  const sorted = [...reasons].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1));
  return sorted.map(([reason, n]) => `${n} ${reason}`).join('; ');
}

async function toyFigures(root: string, corpus: Corpus, figures: Figures): Promise<void> {
  const results = await run(await loadAdapter(TOY_ADAPTER, root), corpus);
  const passed = results.filter((result) => result.status === 'pass');
  const absent = results.filter((result) => result.status === 'not-applicable');
  const byCapability = count(absent, (result) => result.reason?.startsWith(BY_CAPABILITY) === true);
  const skipped = absent.filter((result) => result.reason?.startsWith(BY_CAPABILITY) !== true);
  figures.set('toy.fixtures', String(results.length));
  figures.set('toy.pass', String(passed.length));
  figures.set('toy.pass-unjudged', String(count(passed, hasUnjudged)));
  figures.set('toy.fail', String(count(results, (result) => result.status !== 'pass' && !absent.includes(result))));
  figures.set('toy.not-applicable', String(absent.length));
  figures.set('toy.by-capability', String(byCapability));
  figures.set('toy.applicable', String(results.length - byCapability));
  figures.set('toy.skipped', String(skipped.length));
  figures.set('toy.skip-reasons', skipReasons(skipped));
}

/** Every figure the docs may mark, by marker name. */
export async function measureFigures(root: string): Promise<ReadonlyMap<string, string>> {
  const figures: Figures = new Map();
  const corpus = loadCorpus({ cwd: root });
  corpusFigures(root, corpus, figures);
  await coverageFigures(root, figures);
  await mutantFigures(readRules(root), figures);
  await profileFigures(corpus, figures);
  await toyFigures(root, corpus, figures);
  for (const [name, value] of contractRulesFigures(readContractRules(root).sentences)) figures.set(name, value);
  return figures;
}
