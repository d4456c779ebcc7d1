/** The benchmark's measurements, their sizes (full, or quick for a smoke test of the shape) and their targets. */
import { availableParallelism } from 'node:os';
import { loadCorpus } from '../harness/load/corpus.js';
import { round, type Repeat } from './measure.js';
import { measureOverhead } from './overhead.js';
import { measurePayer } from './payer.js';
import { measureScaling } from './scaling.js';
import { measureSpawn, measureStdio } from './stdio.js';
import { measureVariantsScaling } from './variants-scaling.js';

/** How big each measurement is. */
export interface Plan {
  readonly mode: 'full' | 'quick';
  readonly overhead: Repeat;
  readonly stdio: Repeat & { readonly fixtures: number };
  readonly spawn: Repeat & { readonly fixtures: number };
  readonly scaling: Repeat & { readonly small: number };
  /** How many fixtures of the corpus are copied once and ten times for the runs with variants. */
  readonly variants: Repeat & { readonly fixtures: number };
  readonly payer: Repeat & { readonly runes: number; readonly sizes: readonly number[] };
}

export const FULL: Plan = {
  mode: 'full',
  overhead: { warmup: 10, reps: 15 },
  stdio: { warmup: 3, reps: 7, fixtures: Infinity },
  spawn: { warmup: 0, reps: 1, fixtures: 8 },
  scaling: { warmup: 1, reps: 3, small: 1000 },
  variants: { warmup: 1, reps: 3, fixtures: Infinity },
  payer: { warmup: 1, reps: 5, runes: 16, sizes: [10, 20, 40, 60, 80, 100] },
};

export const QUICK: Plan = {
  mode: 'quick',
  overhead: { warmup: 0, reps: 1 },
  stdio: { warmup: 0, reps: 1, fixtures: 5 },
  spawn: { warmup: 0, reps: 1, fixtures: 1 },
  scaling: { warmup: 0, reps: 1, small: 5 },
  variants: { warmup: 0, reps: 1, fixtures: 3 },
  payer: { warmup: 0, reps: 1, runes: 8, sizes: [10, 20, 40] },
};

/** Each ratio's target: at most (<=) or at least (>=) this value. */
export const TARGETS = {
  harnessOverheadRatio: { at: 'most', value: 1.2 },
  stdioToInProcessThroughput: { at: 'least', value: 0.5 },
  persistentToSpawnSpeedup: { at: 'least', value: 10 },
  scaling10x: { at: 'most', value: 11 },
  variantsScaling10x: { at: 'most', value: 11 },
  autoPayerSpeedup: { at: 'least', value: 100 },
} as const;

export type RatioName = keyof typeof TARGETS;

function met(name: RatioName, value: number): boolean {
  const target = TARGETS[name];
  return target.at === 'most' ? value <= target.value : value >= target.value;
}

/** Where the benchmark says what it is measuring: standard error by default. */
export type Log = (line: string) => void;

const toStderr: Log = (line) => process.stderr.write(`${line}\n`);

/** Runs every measurement and returns the figures as one JSON-ready object. */
export async function runBench(plan: Plan, log: Log = toStderr): Promise<Record<string, unknown>> {
  const step = <T>(name: string, work: () => Promise<T>): Promise<T> => {
    log(`bench: ${name}...`);
    return work();
  };
  const corpus = loadCorpus();
  const subset = (count: number) => ({ fixtures: corpus.fixtures.slice(0, count), cards: corpus.cards });
  const payer = await step('autoPayerSpeedup', () => measurePayer(plan.payer.runes, plan.payer.sizes, plan.payer));
  const overhead = await step('harnessOverheadRatio', () => measureOverhead(plan.overhead));
  const stdio = await step('stdioToInProcessThroughput', () => measureStdio(subset(plan.stdio.fixtures), plan.stdio));
  const spawn = await step('persistentToSpawnSpeedup', () => measureSpawn(subset(plan.spawn.fixtures), plan.spawn));
  const scaling = await step('scaling10x', () => measureScaling(plan.scaling.small, plan.scaling));
  const variants = await step('variantsScaling10x', () =>
    measureVariantsScaling(plan.variants.fixtures, plan.variants),
  );
  const ratios: Record<RatioName, number> = {
    harnessOverheadRatio: round(overhead.ratio),
    stdioToInProcessThroughput: round(stdio.ratio),
    persistentToSpawnSpeedup: round(spawn.ratio),
    scaling10x: round(scaling.ratio),
    variantsScaling10x: round(variants.ratio),
    autoPayerSpeedup: round(payer.ratio),
  };
  const targets = Object.fromEntries(
    (Object.keys(TARGETS) as RatioName[]).map((name) => [name, { ...TARGETS[name], met: met(name, ratios[name]) }]),
  );
  return {
    ...ratios,
    targets,
    details: { harnessOverhead: overhead, stdio, spawn, scaling, variantsScaling: variants, autoPayer: payer },
    mode: plan.mode,
    environment: { node: process.version, cpus: availableParallelism(), platform: process.platform },
  };
}
