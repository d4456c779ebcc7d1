/** variantsScaling10x: a full in-process run with variants of ten copies of the corpus against one of one copy. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Implementation } from '../schemas/types/generated.js';
import { describeAdapter } from '../harness/adapters/describe.js';
import { loadAdapter } from '../harness/adapters/registry.js';
import type { Adapter } from '../harness/adapters/types.js';
import { loadCorpus, type LoadedFixture } from '../harness/load/corpus.js';
import { packagePath } from '../harness/load/paths.js';
import { withVariants } from '../harness/variants/index.js';
import { runCorpus } from './full-run.js';
import { sideBySide, type Repeat } from './measure.js';

const CATALOGUE = packagePath('fixtures', 'cards', 'catalogue.json');

/** Writes `copies` copies of some fixtures into a new folder, each copy's fixtures under IDs of their own. */
function copyCorpus(fixtures: readonly LoadedFixture[], copies: number): string {
  const dir = mkdtempSync(join(tmpdir(), `rb-bench-variants-${copies}-`));
  for (let copy = 1; copy <= copies; copy += 1) {
    for (const { fixture, chapter } of fixtures) {
      const id = `${fixture.id}-copy${copy}`;
      mkdirSync(join(dir, chapter), { recursive: true });
      writeFileSync(join(dir, chapter, `${id}.json`), `${JSON.stringify({ ...fixture, id }, null, 2)}\n`);
    }
  }
  return dir;
}

/** How many fixtures a run with variants runs, how many variants, and the runs in all (with how many passed). */
export interface VariantRunCount {
  readonly fixtures: number;
  readonly variants: number;
  readonly runs: number;
  readonly passed: number;
}

/** The times of full runs with variants of one copy and of ten copies of the corpus, their ratio and their counts. */
export interface VariantsScalingFigure {
  readonly ratio: number;
  readonly small: VariantRunCount;
  readonly large: VariantRunCount;
  readonly smallMs: number;
  readonly largeMs: number;
}

/** What `run --variants` does in process: load, validate and lint the corpus, add the variants, run, judge, report. */
async function fullRunWithVariants(
  dir: string,
  adapter: Adapter,
  implementation: Implementation,
  expected: number,
): Promise<VariantRunCount> {
  const corpus = loadCorpus({ fixtures: dir, cards: CATALOGUE, cwd: dir });
  if (corpus.fixtures.length !== expected)
    throw new Error(`bench: ${corpus.findings.length} copied fixtures are invalid`);
  const runnable = withVariants(corpus.fixtures, corpus.cards);
  const results = await runCorpus(corpus, adapter, implementation, runnable);
  const fixtures = corpus.fixtures.length;
  const passed = results.filter((result) => result.status === 'pass').length;
  return { fixtures, variants: runnable.length - fixtures, runs: runnable.length, passed };
}

/**
 * Full in-process runs with variants of `fixtures` fixtures of the corpus (all of them: Infinity) and of ten copies
 * of them: the variants scale with the fixtures, and the run with them.
 */
export async function measureVariantsScaling(fixtures: number, repeat: Repeat): Promise<VariantsScalingFigure> {
  const adapter = await loadAdapter('reference');
  const implementation = await describeAdapter(adapter);
  const source = loadCorpus().fixtures.slice(0, fixtures);
  const smallDir = copyCorpus(source, 1);
  const largeDir = copyCorpus(source, 10);
  try {
    let small: VariantRunCount | undefined;
    let large: VariantRunCount | undefined;
    const times = await sideBySide(
      async () => (small = await fullRunWithVariants(smallDir, adapter, implementation, source.length)),
      async () => (large = await fullRunWithVariants(largeDir, adapter, implementation, source.length * 10)),
      repeat,
    );
    if (!small || !large) throw new Error('bench: the runs with variants did not run');
    return { ratio: times.b / times.a, small, large, smallMs: times.a, largeMs: times.b };
  } finally {
    rmSync(smallDir, { recursive: true, force: true });
    rmSync(largeDir, { recursive: true, force: true });
  }
}
