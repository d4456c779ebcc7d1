import { beforeAll, describe, expect, it } from 'vitest';
import { describeAdapter } from '../../harness/adapters/describe.js';
import { loadAdapter } from '../../harness/adapters/registry.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import type { FixtureResult } from '../../harness/run/result.js';
import { runFixtures } from '../../harness/run/run-fixtures.js';
import { ROOT } from '../protocol/cli-helpers.js';

/** The adapter, as docs/ADAPTERS.md tells a user to pass it: a module path relative to the current folder. */
const ADAPTER = './examples/toy-engine/adapter.ts';

/** Measured: 25 fixtures pass. The floor sits a little below, so that a broken adapter or engine fails the test. */
const MIN_PASS = 23;

let results: FixtureResult[] = [];

beforeAll(async () => {
  const corpus = loadCorpus({ cwd: ROOT });
  const adapter = await loadAdapter(ADAPTER, ROOT);
  results = await runFixtures(corpus.fixtures, {
    adapter,
    implementation: await describeAdapter(adapter),
    cards: corpus.cards,
    timeoutMs: 10_000,
  });
});

const byStatus = (status: string) => results.filter((result) => result.status === status);

describe('the toy engine (examples/toy-engine), a correct partial engine with an API unlike the contract', () => {
  it('passes or is not applicable on every fixture: it never fails, errors or guesses a code', () => {
    const other = results.filter((result) => result.status !== 'pass' && result.status !== 'not-applicable');
    expect(
      other.map((result) => `${result.loaded.fixture.id}: ${result.status} ${JSON.stringify(result.findings[0])}`),
    ).toEqual([]);
  });

  it(`passes at least ${MIN_PASS} fixtures, across the chapters it implements`, () => {
    expect(byStatus('pass').length).toBeGreaterThanOrEqual(MIN_PASS);
    expect(new Set(byStatus('pass').map((result) => result.loaded.chapter))).toEqual(
      new Set(['accelerate', 'cost', 'deflect', 'flow', 'pay']),
    );
  });

  it('is not applicable where a fixture uses what it lacks (scripted spends, discard or kill costs, universal power), each with its reason', () => {
    const reasons = byStatus('not-applicable').map((result) => result.reason ?? '');
    expect(reasons.every((reason) => reason.length > 0)).toBe(true);
    const byCapability = reasons.filter((reason) => reason.startsWith('the adapter lacks'));
    for (const capability of ['payment.scripted-spend', 'cost.non-resource', 'power.universal'])
      expect(byCapability.some((reason) => reason.includes(capability))).toBe(true);
  });
});
