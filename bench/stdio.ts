/** stdioToInProcessThroughput and persistentToSpawnSpeedup: the reference engine in process, served over stdio, spawned. */
import { join } from 'node:path';
import type { Implementation } from '../schemas/types/generated.js';
import { describeAdapter } from '../harness/adapters/describe.js';
import { loadAdapter } from '../harness/adapters/registry.js';
import type { Adapter } from '../harness/adapters/types.js';
import type { LoadedFixture } from '../harness/load/corpus.js';
import { packageRoot } from '../harness/load/paths.js';
import { ProcessAdapter } from '../harness/protocol/process-adapter.js';
import { runFixtures } from '../harness/run/run-fixtures.js';
import type { CatalogueCard } from '../harness/load/catalogue.js';
import { median, sideBySide, timeOnce, type Repeat } from './measure.js';

/** The reference engine served over protocol v1 from the sources, as `--adapter-command` would run it. */
export const SERVE_COMMAND = `"${process.execPath}" --import tsx "${join(packageRoot, 'harness', 'cli', 'bin.ts')}" serve`;

/** A corpus to run: its valid fixtures and the catalogue. */
export interface RunnableCorpus {
  readonly fixtures: readonly LoadedFixture[];
  readonly cards: ReadonlyMap<string, CatalogueCard>;
}

async function runAll(corpus: RunnableCorpus, adapter: Adapter, implementation: Implementation): Promise<void> {
  const results = await runFixtures(corpus.fixtures, {
    adapter,
    implementation,
    cards: corpus.cards,
    timeoutMs: 120_000,
  });
  // A failing fixture still ran in full; a fault means the transport itself broke, and the figure would mean nothing.
  const faulted = results.find((result) => ['error', 'crash', 'timeout'].includes(result.status));
  if (faulted)
    throw new Error(`bench: ${faulted.loaded.fixture.id} ended ${faulted.status} through ${implementation.name}`);
}

/** Fixtures per second through the persistent stdio adapter, and in process; their ratio. */
export interface ThroughputFigure {
  readonly ratio: number;
  readonly fixtures: number;
  readonly inProcessPerSecond: number;
  readonly stdioPerSecond: number;
}

/** The corpus through the reference engine in process and through `serve` over stdio, side by side. */
export async function measureStdio(corpus: RunnableCorpus, repeat: Repeat): Promise<ThroughputFigure> {
  const reference = await loadAdapter('reference');
  const inProcess = await describeAdapter(reference);
  const served = new ProcessAdapter({ command: SERVE_COMMAND, cwd: packageRoot, timeoutMs: 60_000 });
  try {
    const overStdio = await describeAdapter(served);
    const times = await sideBySide(
      () => runAll(corpus, reference, inProcess),
      () => runAll(corpus, served, overStdio),
      repeat,
    );
    const perSecond = (ms: number) => (corpus.fixtures.length * 1000) / ms;
    return {
      ratio: perSecond(times.b) / perSecond(times.a),
      fixtures: corpus.fixtures.length,
      inProcessPerSecond: perSecond(times.a),
      stdioPerSecond: perSecond(times.b),
    };
  } finally {
    await served.close();
  }
}

/** Milliseconds per fixture with one persistent process, and with a process spawned (and stopped) per fixture. */
export interface SpawnFigure {
  readonly ratio: number;
  readonly fixtures: number;
  readonly persistentMsPerFixture: number;
  readonly spawnMsPerFixture: number;
}

async function spawnedRun(fixture: LoadedFixture, cards: RunnableCorpus['cards']): Promise<void> {
  const adapter = new ProcessAdapter({ command: SERVE_COMMAND, cwd: packageRoot, timeoutMs: 60_000 });
  try {
    await runAll({ fixtures: [fixture], cards }, adapter, await describeAdapter(adapter));
  } finally {
    await adapter.close();
  }
}

/** A few fixtures through one persistent process and through a process spawned for each, side by side. */
export async function measureSpawn(corpus: RunnableCorpus, repeat: Repeat): Promise<SpawnFigure> {
  const persistent = new ProcessAdapter({ command: SERVE_COMMAND, cwd: packageRoot, timeoutMs: 60_000 });
  try {
    const implementation = await describeAdapter(persistent);
    await runAll(corpus, persistent, implementation);
    const spawnTimes: number[] = [];
    const persistentTimes: number[] = [];
    for (let rep = 0; rep < repeat.reps; rep += 1) {
      for (const fixture of corpus.fixtures) {
        spawnTimes.push(await timeOnce(() => spawnedRun(fixture, corpus.cards)));
        persistentTimes.push(
          await timeOnce(() => runAll({ fixtures: [fixture], cards: corpus.cards }, persistent, implementation)),
        );
      }
    }
    const spawnMs = median(spawnTimes);
    const persistentMs = median(persistentTimes);
    return {
      ratio: spawnMs / persistentMs,
      fixtures: corpus.fixtures.length,
      persistentMsPerFixture: persistentMs,
      spawnMsPerFixture: spawnMs,
    };
  } finally {
    await persistent.close();
  }
}
