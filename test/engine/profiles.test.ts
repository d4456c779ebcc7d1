import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listProfiles } from '../../harness/adapters/registry.js';
import type { FixtureResult } from '../../harness/run/result.js';
import { CAPABILITIES, STATE_PARTS } from '../../harness/load/lists.js';
import { PROFILES } from '../../engine/profiles/index.js';
import { createDeductingEngine } from '../../engine/profiles/deduct.js';
import { deductedPlay } from '../../engine/profiles/deducting.js';
import { energyOf, universalOf } from '../../engine/state/resources.js';
import { fromState } from '../../engine/state/normalize.js';
import type { Implementation, Scenario } from '../../schemas/types/generated.js';
import { ROOT } from '../protocol/cli-helpers.js';
import { corpusRun, sharedCorpus } from '../corpus-runs.js';
import { withoutFigureMarkers } from '../../scripts/figures/fill.js';

interface ProfileRun {
  readonly name: string;
  readonly implementation: Implementation;
  readonly results: readonly FixtureResult[];
}

let runs: ProfileRun[] = [];
const corpus = sharedCorpus();

beforeAll(async () => {
  runs = [];
  // Each profile's run of the corpus, shared with the reports that report compare reads (test/corpus-runs.ts).
  for (const entry of await listProfiles()) {
    const { implementation, results } = await corpusRun(entry.name);
    runs.push({ name: entry.name, implementation, results });
  }
});

const applicable = (run: ProfileRun) => run.results.filter((result) => result.status !== 'not-applicable');
const unjudged = (run: ProfileRun) => run.results.reduce((sum, result) => sum + (result.unjudged?.length ?? 0), 0);

/** The cells of the README's profile table row for a run, as measured. */
function row(run: ProfileRun): string[] {
  const judged = applicable(run);
  const passed = judged.filter((result) => result.status === 'pass').length;
  const share = Math.round((judged.length / run.results.length) * 100);
  const withUnjudged = judged.filter((result) => (result.unjudged?.length ?? 0) > 0).length;
  return [`\`${run.name}\``, `${judged.length} (${share}%)`, `${passed}`, `${withUnjudged}`, `${unjudged(run)}`];
}

/** The cells of the README table row that starts with a profile's name, trimmed. */
function readmeRow(readme: string, name: string): string[] | undefined {
  const line = readme.split('\n').find((candidate) => candidate.startsWith(`| \`${name}\` `));
  return line
    ?.split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
}

describe('the reference profiles: the reference engine restricted to shapes real engines have', () => {
  it('pass every fixture applicable to them: no fail, no error', () => {
    expect(runs.map((run) => run.name)).toEqual(PROFILES.map((profile) => `profile:${profile.name}`));
    for (const run of runs) {
      const wrong = run.results.filter((result) => result.status !== 'pass' && result.status !== 'not-applicable');
      expect(
        wrong.map((result) => `${run.name} ${result.loaded.fixture.id}: ${result.status} ${result.findings[0]?.code}`),
      ).toEqual([]);
      expect(applicable(run).length, run.name).toBeGreaterThan(0);
    }
  });

  it('each lacks capabilities and parts of the state, and lists as unjudged what the corpus asserts there', () => {
    for (const run of runs) {
      expect(run.implementation.capabilities.length, run.name).toBeLessThan(CAPABILITIES.length);
      const entries = run.results.flatMap((result) => result.unjudged ?? []);
      // A part left out without a reason is one the profile never observes; with one, one it did not hold at a step.
      const parts = new Set(entries.filter((entry) => entry.reason === undefined).map((entry) => entry.part));
      for (const part of parts)
        expect(run.implementation.observes?.includes(part as never), `${run.name} ${part}`).toBe(false);
      if (run.implementation.observes?.length === STATE_PARTS.length) continue;
      expect(unjudged(run), run.name).toBeGreaterThan(0);
    }
  });

  it('the phases-in-one-move profile holds nothing between two main phases: its steps there are unjudged, with the reason', () => {
    const run = runs.find((candidate) => candidate.name === 'profile:phases-in-one-move');
    const reasons = new Set(
      run?.results.flatMap((result) => (result.unjudged ?? []).flatMap((entry) => entry.reason ?? [])),
    );
    expect([...reasons]).toContain('this engine keeps priority only while a chain or a showdown exists');
    const requiring = (capability: string) =>
      run?.results.filter((result) => result.loaded.fixture.requires.some((name) => name === capability)) ?? [];
    // One phase at a time is beyond it: only the advance to the next main phase (spec/INTERPRETING.md section 2).
    expect(requiring('turn.phases').length).toBeGreaterThan(0);
    expect(requiring('turn.phases').filter((result) => result.status !== 'not-applicable')).toEqual([]);
    expect(requiring('turn.advance-to.main').length).toBeGreaterThan(1);
    expect(requiring('turn.advance-to.main').map((result) => result.status)).not.toContain('fail');
    expect(requiring('turn.advance-to.main').filter((result) => result.status === 'pass').length).toBeGreaterThan(1);
  });

  it('the priority-only and no-triggers profiles never meet what they lack: the lint turned such fixtures away first', () => {
    for (const name of ['profile:priority-only', 'profile:no-triggers']) {
      const run = runs.find((candidate) => candidate.name === name);
      const skipped = run?.results.filter(
        (result) => result.status === 'not-applicable' && result.reason?.startsWith('the adapter lacks') !== true,
      );
      expect(
        skipped?.map((result) => result.loaded.fixture.id),
        name,
      ).toEqual([]);
      expect(run?.results.filter((result) => result.status === 'pass').length ?? 0, name).toBeGreaterThan(0);
    }
  });

  it('the deducting profile has no spend step: its engine refuses one, and its adapter deducts what the fixture spends', () => {
    const scenario = corpus.fixtures.find((loaded) => loaded.fixture.id === 'pay-charm-matching-power-from-pool');
    if (!scenario) throw new Error('fixture missing');
    const play = scenario.fixture.when[0];
    if (play.type !== 'play' || play.payment === 'auto') throw new Error('a scripted play expected');
    expect(play.payment.some((step) => step.type === 'spend')).toBe(true);
    const engine = createDeductingEngine();
    const cards: Scenario['cards'] = [...corpus.cards.values()];
    expect(() => engine.decide(fromState(scenario.fixture.given), play, cards)).toThrow(/no spend step/);
    const run = runs.find((candidate) => candidate.name === 'profile:deducting');
    const result = run?.results.find((candidate) => candidate.loaded.fixture.id === scenario.fixture.id);
    expect(result?.status).toBe('pass');
  });

  it('the deducting profile pays a scripted cost at resolution by the same recipe, around the pass that resolves it', () => {
    const run = runs.find((candidate) => candidate.name === 'profile:deducting');
    const ids = ['pay-deferred-instruction-not-in-total', 'add-deferred-payment-with-rune'];
    for (const id of ids) {
      const loaded = corpus.fixtures.find((candidate) => candidate.fixture.id === id);
      const [play] = loaded?.fixture.when ?? [];
      const spends = play?.type === 'play' ? JSON.stringify(play.decisions ?? []).includes('"spend"') : false;
      expect(spends, `${id} scripts a spend at resolution`).toBe(true);
      expect(run?.results.find((result) => result.loaded.fixture.id === id)?.status, id).toBe('pass');
    }
  });

  it('the deducting profile activates Add abilities first, with the runes, their energy paid from the whole pool', () => {
    const loaded = corpus.fixtures.find(
      (candidate) => candidate.fixture.id === 'add-ability-energy-cost-paid-from-pool-mid-payment',
    );
    const play = loaded?.fixture.when[0];
    if (!loaded || play?.type !== 'play' || play.payment === 'auto') throw new Error('a scripted play expected');
    expect(play.payment.map((step) => step.type)).toEqual(['activate', 'spend']);
    const step = deductedPlay(createDeductingEngine(), corpus.cards, fromState(loaded.fixture.given), play);
    expect(step.outcome).toBe('accepted');
    // 2 energy: 1 for Prism Converter from the whole pool, then 1 energy and its universal power for Charm
    const pool = step.state.players.p1?.pool ?? {};
    expect([energyOf(pool), universalOf(pool)]).toEqual([0, 0]);
    const run = runs.find((candidate) => candidate.name === 'profile:deducting');
    const withAbilities = run?.results.filter(
      (result) => result.status === 'pass' && JSON.stringify(result.loaded.fixture.when).includes('"type":"activate"'),
    );
    expect(withAbilities?.length).toBeGreaterThan(1);
  });

  it('the deducting profile is kept out only by what deducting takes away: no spend step, no automatic payer, no applied costs, no events or codes, no showdown', () => {
    const run = runs.find((candidate) => candidate.name === 'profile:deducting');
    const held = new Set(run?.implementation.capabilities ?? []);
    const shape = new Set([
      'payment.scripted-spend',
      'payment.auto',
      'effects.cost-modifiers.applied-cost',
      'chain.showdown',
      'report.events',
      'report.rejection-codes',
    ]);
    const outside = (run?.results ?? [])
      .filter((result) => result.status === 'not-applicable' && result.reason?.startsWith('this engine') !== true)
      .filter(
        (result) =>
          !result.loaded.fixture.requires.some((capability) => shape.has(capability) && !held.has(capability)),
      )
      .map((result) => result.loaded.fixture.id);
    expect(outside).toEqual([]);
    expect(run && applicable(run).length / run.results.length).toBeGreaterThanOrEqual(0.6);
  });

  it('the README shows, per profile, the fixtures applicable and passed and what went unjudged, as measured', () => {
    const readme = withoutFigureMarkers(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    for (const run of runs)
      expect(readmeRow(readme, run.name), `README.md profile table, row of ${run.name}`).toEqual(row(run));
  });
});
