/** Timing helpers: warm-up, repeated runs, medians, and two workloads measured side by side. */
import { performance } from 'node:perf_hooks';

/** How much a figure is measured: warm-up runs, then measured repetitions (the median is kept). */
export interface Repeat {
  readonly warmup: number;
  readonly reps: number;
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Collects garbage when the process allows it (node --expose-gc), so that a run does not pay for the one before. */
function settleHeap(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Milliseconds one call of `work` takes, from a settled heap. */
export async function timeOnce(work: () => unknown): Promise<number> {
  return (await timeAndCpuOnce(work)).wall;
}

/** Milliseconds of wall time and of this process's CPU time (user + system) one call of `work` takes. */
export async function timeAndCpuOnce(work: () => unknown): Promise<{ readonly wall: number; readonly cpu: number }> {
  settleHeap();
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  await work();
  const wall = performance.now() - started;
  const { user, system } = process.cpuUsage(cpuStart);
  return { wall, cpu: (user + system) / 1000 };
}

/** The median time of `work` over `repeat.reps` runs, after `repeat.warmup` unmeasured ones. */
export async function medianTime(work: () => unknown, repeat: Repeat): Promise<number> {
  for (let i = 0; i < repeat.warmup; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < repeat.reps; i += 1) times.push(await timeOnce(work));
  return median(times);
}

/**
 * Two workloads measured side by side in the same process: warmed up, then run alternately (A, B, A, B, ...) so that
 * the load of a shared machine weighs on both alike; the median wall time of each, and the median CPU time of each
 * (which the load of other processes disturbs less).
 */
export async function sideBySide(
  a: () => unknown,
  b: () => unknown,
  repeat: Repeat,
): Promise<{ readonly a: number; readonly b: number; readonly cpu: { readonly a: number; readonly b: number } }> {
  for (let i = 0; i < repeat.warmup; i += 1) {
    await a();
    await b();
  }
  const times = { a: [] as number[], b: [] as number[] };
  const cpu = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < repeat.reps; i += 1) {
    for (const [name, work] of [['a', a] as const, ['b', b] as const]) {
      const measured = await timeAndCpuOnce(work);
      times[name].push(measured.wall);
      cpu[name].push(measured.cpu);
    }
  }
  return { a: median(times.a), b: median(times.b), cpu: { a: median(cpu.a), b: median(cpu.b) } };
}

/** The exponent k of the best fit t = c * n^k, by least squares on log t against log n. */
export function fittedExponent(points: readonly { readonly n: number; readonly ms: number }[]): number {
  const xs = points.map((point) => Math.log(point.n));
  const ys = points.map((point) => Math.log(point.ms));
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const mx = mean(xs);
  const my = mean(ys);
  const covariance = xs.reduce((sum, x, i) => sum + (x - mx) * ((ys[i] ?? 0) - my), 0);
  const variance = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return covariance / variance;
}

/** A number rounded to a few significant digits, for reports. */
export function round(value: number, digits = 3): number {
  return Number(value.toPrecision(digits));
}
