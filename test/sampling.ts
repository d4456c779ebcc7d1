/**
 * How much of a sweep a test runs: `npm test` (the fast project) runs a share of the random cases and of the
 * fixture-wide sweeps, `npm run test:slow` runs all of them. The share comes from vitest.config.ts (`provide`). A
 * sampled file is run in full by a file of the slow project that imports it (`<name>-all.test.ts`), so a failure seen
 * in either replays with the same test names.
 */
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The part of each sweep to run: 1 is all of it. */
    caseShare: number;
  }
}

/** The number of random cases to run of a property written for `all` of them (at least one). */
export function cases(all: number): number {
  return Math.max(1, Math.round(all * inject('caseShare')));
}

/** Every item, or an even spread of the share of them (the first one always among them). */
export function sampled<T>(items: readonly T[]): T[] {
  const share = inject('caseShare');
  if (share >= 1) return [...items];
  const step = Math.max(1, Math.round(1 / share));
  return items.filter((_item, index) => index % step === 0);
}
