/** scaling10x: a full in-process run of 10,000 generated fixtures against one of 1,000. */
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Implementation } from '../schemas/types/generated.js';
import { describeAdapter } from '../harness/adapters/describe.js';
import { loadAdapter } from '../harness/adapters/registry.js';
import { isSkip, type Adapter } from '../harness/adapters/types.js';
import { caseArbitrary } from '../harness/fuzz/arbitraries/scenario.js';
import { reviewFixture } from '../harness/fuzz/fixture/review.js';
import { buildVocabulary } from '../harness/fuzz/vocabulary.js';
import { chapterOf } from '../harness/lint/identity.js';
import { loadCatalogue } from '../harness/load/catalogue.js';
import { loadCorpus } from '../harness/load/corpus.js';
import { packagePath } from '../harness/load/paths.js';
import { runCorpus } from './full-run.js';
import { sideBySide, type Repeat } from './measure.js';

const CATALOGUE = packagePath('fixtures', 'cards', 'catalogue.json');

/**
 * Writes `count` generated fixtures into a new folder, one per chapter folder: scenarios of the fuzz generator, their
 * expectations from the reference engine, each under its own ID.
 */
async function generateCorpus(
  count: number,
  seed: number,
  adapter: Adapter,
  implementation: Implementation,
): Promise<string> {
  const cards = loadCatalogue(CATALOGUE, 'catalogue.json').cards ?? new Map();
  const vocabulary = buildVocabulary(cards, implementation.capabilities);
  const dir = mkdtempSync(join(tmpdir(), `rb-bench-${count}-`));
  const cases = fc.sample(caseArbitrary(vocabulary), { seed, numRuns: count });
  for (const [i, generated] of cases.entries()) {
    const observation = await adapter.run(generated.scenario);
    if (isSkip(observation)) throw new Error(`the reference engine skipped ${generated.scenario.id}`);
    const divergence = { step: 0, aspect: 'outcome' as const, pointer: '', reference: null, adapter: null };
    const reports = { totalCost: true, events: false };
    const drafted = reviewFixture({
      generated,
      reference: observation,
      adapter: undefined,
      divergence,
      reports,
      seed,
      cards,
    });
    const chapter = chapterOf(drafted.id);
    const fixture = { ...drafted, id: `${chapter}-bench-n${i}` };
    mkdirSync(join(dir, chapter), { recursive: true });
    writeFileSync(join(dir, chapter, `${fixture.id}.json`), `${JSON.stringify(fixture, null, 2)}\n`);
  }
  return dir;
}

/** The times of full runs of two generated corpora, one ten times the other, and their ratio. */
export interface ScalingFigure {
  readonly ratio: number;
  readonly small: number;
  readonly large: number;
  readonly smallMs: number;
  readonly largeMs: number;
}

async function fullRun(dir: string, adapter: Adapter, implementation: Implementation, expected: number): Promise<void> {
  const corpus = loadCorpus({ fixtures: dir, cards: CATALOGUE, cwd: dir });
  if (corpus.fixtures.length !== expected)
    throw new Error(`bench: ${corpus.findings.length} generated fixtures are invalid`);
  await runCorpus(corpus, adapter, implementation);
}

/** Full in-process runs (load, validate, lint, run, judge, report) of `small` and `10 * small` generated fixtures. */
export async function measureScaling(small: number, repeat: Repeat): Promise<ScalingFigure> {
  const adapter = await loadAdapter('reference');
  const implementation = await describeAdapter(adapter);
  const large = small * 10;
  const smallDir = await generateCorpus(small, 8, adapter, implementation);
  const largeDir = await generateCorpus(large, 9, adapter, implementation);
  try {
    const times = await sideBySide(
      () => fullRun(smallDir, adapter, implementation, small),
      () => fullRun(largeDir, adapter, implementation, large),
      repeat,
    );
    return { ratio: times.b / times.a, small, large, smallMs: times.a, largeMs: times.b };
  } finally {
    rmSync(smallDir, { recursive: true, force: true });
    rmSync(largeDir, { recursive: true, force: true });
  }
}
