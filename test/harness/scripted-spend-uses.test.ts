import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../schemas/types/generated.js';
import { describeAdapter } from '../../harness/adapters/describe.js';
import { listProfiles } from '../../harness/adapters/registry.js';
import { capabilityUses } from '../../harness/lint/capability-uses.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { runFixtures } from '../../harness/run/run-fixtures.js';
import { ROOT } from '../protocol/cli-helpers.js';

const corpus = loadCorpus({ cwd: ROOT });
const SHORT = 'pay-spend-limited-to-pool';

function loaded(id: string) {
  const found = corpus.fixtures.find((candidate) => candidate.fixture.id === id);
  if (found === undefined) throw new Error(`no fixture ${id} in the corpus`);
  return found;
}

const scriptedSpend = (fixture: Fixture) =>
  capabilityUses(fixture, corpus.cards)
    .filter((use) => use.capability === 'payment.scripted-spend')
    .map((use) => use.reason);

describe('payment.scripted-spend: what only a spend taken step by step can show (spec/INTERPRETING.md section 6)', () => {
  it('a spend short of the pool, with no rune step after it, does not require it', () => {
    const fixture = loaded(SHORT).fixture;
    expect(fixture.then.steps.map((step) => step.code)).toContain('payment/pool-insufficient');
    expect(scriptedSpend(fixture)).toEqual([]);
  });

  it('the same payment with its rune step after the spend does: the order of spending shows', () => {
    const fixture = structuredClone(loaded(SHORT).fixture);
    const play = fixture.when[1];
    if (play?.type !== 'play' || play.payment === 'auto') throw new Error('a scripted play expected');
    play.payment = [...play.payment].reverse();
    expect(scriptedSpend(fixture)).toEqual(['orders-spends']);
  });

  it('an expected overpayment does', () => {
    expect(scriptedSpend(loaded('pay-universal-power-spent-on-energy-rejected').fixture)).toContain(
      'expects-spend-code',
    );
  });

  it('an engine that deducts its total runs such a fixture to the same verdict, by the recipe of 4.4', async () => {
    const entry = (await listProfiles()).find((candidate) => candidate.name === 'profile:deducting');
    if (entry === undefined) throw new Error('no deducting profile');
    const adapter = entry.load();
    const implementation = await describeAdapter(adapter);
    const ids = [SHORT, 'pay-spend-of-a-domain-the-pool-lacks-refused', 'pool-dawn-chime-energy-lost-at-main-start'];
    const results = await runFixtures(ids.map(loaded), {
      adapter,
      implementation,
      cards: corpus.cards,
      timeoutMs: 10_000,
    });
    expect(results.map((result) => result.status)).toEqual(['pass', 'pass', 'pass']);
  });
});
