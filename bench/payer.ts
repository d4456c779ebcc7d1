/** autoPayerSpeedup: the automatic payer against the brute-force enumerator, and the payer's growth up to 100 runes. */
import type { Domain, Rune, State } from '../schemas/types/generated.js';
import { autoPay, defaultRules, fromCost, fromState, paymentExists, type PaymentProblem } from '../engine/index.js';
import { fittedExponent, median, round, sideBySide, timeOnce, type Repeat } from './measure.js';

const DOMAINS: readonly Domain[] = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'];

function problem(runes: readonly Rune[], total: Parameters<typeof fromCost>[0]): PaymentProblem {
  const state: State = {
    turn: { number: 3, activePlayer: 'p1', phase: 'main' },
    players: { p1: { runes: [...runes] }, p2: {} },
  };
  return {
    state: fromState(state),
    context: { rules: defaultRules, cards: new Map() },
    player: 'p1',
    total: fromCost(total),
  };
}

/**
 * `n` exhausted runes (each can only be recycled or left), where only the first one, of Order, can pay the total's
 * Order power: the enumerator tries every use of the other runes before it recycles the first.
 */
export function lateProblem(n: number): PaymentProblem {
  const runes = Array.from({ length: n }, (_, i): Rune => ({
    id: `r${i + 1}`,
    domain: i === 0 ? 'order' : (DOMAINS[i % 5] ?? 'fury'),
    ready: false,
  }));
  return problem(runes, { power: { order: 1 } });
}

/** The same runes, with a total one Order power more than they hold: nothing pays it, and the enumerator tries everything. */
export function unpayableProblem(n: number): PaymentProblem {
  return { ...lateProblem(n), total: fromCost({ power: { order: 2 } }) };
}

/** `n` runes of every domain, every other one ready, with a total that takes about half of them. */
export function growthProblem(n: number): PaymentProblem {
  const runes = Array.from({ length: n }, (_, i): Rune => ({
    id: `r${i + 1}`,
    domain: DOMAINS[i % 6] ?? 'fury',
    ready: i % 2 === 0,
  }));
  const quarter = Math.floor(n / 4);
  return problem(runes, {
    energy: quarter,
    power: { fury: Math.floor(quarter / 3), 'calm|mind': Math.floor(quarter / 3), any: Math.floor(quarter / 3) },
  });
}

/** Repeats a fast call enough times that one measurement is long enough to time. */
function batch(work: () => unknown, times: number): () => void {
  return () => {
    for (let i = 0; i < times; i += 1) work();
  };
}

/** The payer against the enumerator at one size, and the payer's times along the growth curve. */
export interface PayerFigure {
  readonly ratio: number;
  readonly runes: number;
  readonly autoPayerMs: number;
  readonly bruteForceMs: number;
  readonly unpayable: { readonly autoPayerMs: number; readonly bruteForceMs: number; readonly ratio: number };
  readonly growth: readonly { readonly n: number; readonly ms: number }[];
  readonly fittedExponent: number;
}

/**
 * The payer's time per call at each size: the sizes measured in turn, round after round (so that the load of a shared
 * machine spreads over all of them), the median of each.
 */
async function growthCurve(
  sizes: readonly number[],
  calls: number,
  repeat: Repeat,
): Promise<{ n: number; ms: number }[]> {
  const problems = sizes.map((n) => ({ n, problem: growthProblem(n) }));
  for (const { n, problem: grown } of problems) {
    if (!autoPay(grown)) throw new Error(`bench: the growth problem at ${n} runes must be payable`);
    for (let i = 0; i < repeat.warmup; i += 1) batch(() => autoPay(grown), calls)();
  }
  const times = problems.map((): number[] => []);
  for (let pass = 0; pass < repeat.reps; pass += 1) {
    for (const [i, { problem: grown }] of problems.entries())
      times[i]?.push(await timeOnce(batch(() => autoPay(grown), calls)));
  }
  return problems.map(({ n }, i) => ({ n, ms: round(median(times[i] ?? []) / calls, 4) }));
}

/** Both payers on the same problems side by side, then the payer alone from 10 to 100 runes. */
export async function measurePayer(runes: number, sizes: readonly number[], repeat: Repeat): Promise<PayerFigure> {
  const calls = 200;
  const late = lateProblem(runes);
  if (!autoPay(late) || !paymentExists(late)) throw new Error('bench: the late problem must be payable by both');
  const found = await sideBySide(
    batch(() => autoPay(late), calls),
    () => paymentExists(late),
    repeat,
  );
  const unpayable = unpayableProblem(runes);
  const none = await sideBySide(
    batch(() => autoPay(unpayable), calls),
    () => paymentExists(unpayable),
    repeat,
  );
  const growth = await growthCurve(sizes, calls, { warmup: repeat.warmup + 2, reps: repeat.reps * 2 + 1 });
  return {
    ratio: found.b / (found.a / calls),
    runes,
    autoPayerMs: found.a / calls,
    bruteForceMs: found.b,
    unpayable: { autoPayerMs: none.a / calls, bruteForceMs: none.b, ratio: none.b / (none.a / calls) },
    growth,
    fittedExponent: fittedExponent(growth),
  };
}
