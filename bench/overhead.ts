/** harnessOverheadRatio: a full in-process run of the corpus against parsing plus a bare engine loop. */
import { readFileSync } from 'node:fs';
import type { CardCatalogue, Fixture } from '../schemas/types/generated.js';
import { describeAdapter } from '../harness/adapters/describe.js';
import { loadAdapter } from '../harness/adapters/registry.js';
import { loadCorpus } from '../harness/load/corpus.js';
import { buildScenario } from '../harness/scenario/build.js';
import { createEngine } from '../engine/index.js';
import { runCorpus } from './full-run.js';
import { sideBySide, type Repeat } from './measure.js';

/** What the overhead figure is made of. */
export interface OverheadFigure {
  readonly ratio: number;
  readonly fixtures: number;
  /** Load, validate, lint, run through the adapter, judge, build the report. */
  readonly harnessMs: number;
  /** Read and parse the same files, build each scenario, run the engine. */
  readonly bareMs: number;
  /** The same ratio in CPU time of this process (median of each), which the load of other processes disturbs less. */
  readonly cpuRatio: number;
  readonly harnessCpuMs: number;
  readonly bareCpuMs: number;
}

/**
 * The harness's share of a run: what `run` does in process (minus printing and writing files) divided by the least a
 * runner must do with the same fixtures: read and parse them, build the scenarios and run the engine.
 */
export async function measureOverhead(repeat: Repeat): Promise<OverheadFigure> {
  const adapter = await loadAdapter('reference');
  const implementation = await describeAdapter(adapter);
  const first = loadCorpus();
  const paths = first.fixtures.map((loaded) => loaded.path);
  const engine = createEngine();
  const full = () => runCorpus(loadCorpus(), adapter, implementation);
  const bare = () => {
    const catalogue = JSON.parse(readFileSync(first.cataloguePath, 'utf8')) as CardCatalogue;
    const cards = new Map(catalogue.cards.map((card) => [card.id, card] as const));
    for (const path of paths) engine.run(buildScenario(JSON.parse(readFileSync(path, 'utf8')) as Fixture, cards));
  };
  const { a, b, cpu } = await sideBySide(full, bare, repeat);
  return {
    ratio: a / b,
    fixtures: paths.length,
    harnessMs: a,
    bareMs: b,
    cpuRatio: cpu.a / cpu.b,
    harnessCpuMs: cpu.a,
    bareCpuMs: cpu.b,
  };
}
