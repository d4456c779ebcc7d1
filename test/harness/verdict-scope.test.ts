/** The verdict judges events and codes only for an adapter that reports them, and counts what it left out. */
import { describe, expect, it } from 'vitest';
import type { Implementation, Observation, Report, Scenario } from '../../schemas/types/generated.js';
import type { Adapter } from '../../harness/adapters/types.js';
import { buildReport, summarize } from '../../harness/report/build.js';
import { renderMarkdown } from '../../harness/reporters/markdown.js';
import { executeFixture } from '../../harness/run/execute.js';
import type { FixtureResult } from '../../harness/run/result.js';
import { judge } from '../../harness/verdict/index.js';
import { FULL_SCOPE, scopeOf, unjudgedParts } from '../../harness/verdict/scope.js';
import { recordedObservation } from './adapters/observations.js';
import { BASE_ID, loadedFixture, readTestFixture, REJECTED_ID, testCorpus } from './helpers.js';

const NO_EVENTS = { events: false, codes: true, costBreakdown: false };
const NO_CODES = { events: true, codes: false, costBreakdown: false };

/** The base observation with its events replaced by one the fixture does not expect. */
function wrongEvents(): Observation {
  const observation = recordedObservation(BASE_ID);
  const step = observation.steps[0];
  if (step) step.events = [{ type: 'became-ready', player: 'p1', card: 'lr1' }];
  return observation;
}

/** The rejected fixture's observation with another code. */
function wrongCode(): Observation {
  const observation = recordedObservation(REJECTED_ID);
  const step = observation.steps[0];
  if (step) step.code = 'timing/not-allowed';
  return observation;
}

describe('judge with a scope', () => {
  it('judges events only with report.events', () => {
    const fixture = readTestFixture(BASE_ID);
    expect(judge(fixture, wrongEvents(), undefined, FULL_SCOPE)).toMatchObject({ code: 'verdict/events' });
    expect(judge(fixture, wrongEvents(), undefined, NO_EVENTS)).toBeUndefined();
  });

  it('judges absent events and event counts only with report.events', () => {
    const fixture = readTestFixture(BASE_ID);
    fixture.then.eventCounts = [{ pattern: { type: 'card-played' }, count: 2 }];
    expect(judge(fixture, recordedObservation(BASE_ID), undefined, FULL_SCOPE)).toMatchObject({
      code: 'verdict/event-count',
    });
    expect(judge(fixture, recordedObservation(BASE_ID), undefined, NO_EVENTS)).toBeUndefined();
  });

  it('still judges state and total cost without events', () => {
    const observation = wrongEvents();
    const step = observation.steps[0];
    if (step) step.totalCost = { energy: 3 };
    expect(judge(readTestFixture(BASE_ID), observation, undefined, NO_EVENTS)).toMatchObject({
      code: 'verdict/total-cost',
    });
  });

  it('compares codes only with report.rejection-codes, and judges the rejection and its rollback without', () => {
    const fixture = readTestFixture(REJECTED_ID);
    expect(judge(fixture, wrongCode(), undefined, FULL_SCOPE)).toMatchObject({ code: 'verdict/code' });
    expect(judge(fixture, wrongCode(), undefined, NO_CODES)).toBeUndefined();
    const accepted = recordedObservation(REJECTED_ID);
    Object.assign(accepted.steps[0] ?? {}, { outcome: 'accepted', code: undefined });
    delete accepted.steps[0]?.code;
    expect(judge(fixture, accepted, undefined, NO_CODES)).toMatchObject({ code: 'verdict/outcome' });
    const changed = wrongCode();
    const runes = changed.steps[0]?.state.players.p1?.runes ?? [];
    if (runes[0]) runes[0].ready = false;
    expect(judge(fixture, changed, undefined, NO_CODES)).toMatchObject({ code: 'verdict/not-rolled-back' });
  });

  it('reads the scope from the capabilities', () => {
    expect(scopeOf(['report.events'])).toEqual(NO_CODES);
    expect(scopeOf(['report.rejection-codes', 'report.total-cost'])).toEqual(NO_EVENTS);
    expect(scopeOf(['report.cost-breakdown'])).toEqual({ events: false, codes: false, costBreakdown: true });
  });
});

describe('unjudgedParts', () => {
  it('lists each event assertion and each expected code the scope leaves out, with step and pointer', () => {
    const base = readTestFixture(BASE_ID);
    expect(unjudgedParts(base, FULL_SCOPE)).toEqual([]);
    expect(unjudgedParts(base, NO_EVENTS)).toEqual([
      { part: 'events', step: 0, pointer: '/then/steps/0/events' },
      { part: 'events', pointer: '/then/absentEvents' },
    ]);
    expect(unjudgedParts(readTestFixture(REJECTED_ID), NO_CODES)).toEqual([
      { part: 'code', step: 0, pointer: '/then/steps/0/code' },
    ]);
  });
});

function fake(capabilities: Implementation['capabilities'], run: (s: Readonly<Scenario>) => Observation): Adapter {
  // It replays a scripted engine's observations: it takes spend steps, so no charge is left to judge.
  const held: Implementation['capabilities'] = [...capabilities, 'payment.scripted-spend'];
  const implementation: Implementation = { name: 'fake', version: '0', language: 'typescript', capabilities: held };
  return { describe: () => implementation, run };
}

async function execute(id: string, capabilities: Implementation['capabilities'], run = recordedObservation) {
  const adapter = fake(capabilities, (scenario) => run(scenario.id));
  const implementation = await adapter.describe();
  return executeFixture(loadedFixture(id), { adapter, implementation, cards: testCorpus().cards, timeoutMs: 1000 });
}

describe('a run without events or codes', () => {
  it('passes a fixture whose events it does not report, listing them as not judged', async () => {
    const result = await execute(BASE_ID, ['report.total-cost'], () => wrongEvents());
    expect(result.status).toBe('pass');
    expect(result.unjudged).toEqual(unjudgedParts(readTestFixture(BASE_ID), NO_EVENTS));
    const full = await execute(BASE_ID, ['report.total-cost', 'report.events'], () => wrongEvents());
    expect(full.status).toBe('fail');
    expect(full).not.toHaveProperty('unjudged');
  });

  it('passes a rejection with another code without report.rejection-codes, and fails it with', async () => {
    const without = await execute(REJECTED_ID, [], () => wrongCode());
    expect(without).toMatchObject({ status: 'pass', unjudged: [{ part: 'code', step: 0 }] });
    const withCodes = await execute(REJECTED_ID, ['report.rejection-codes'], () => wrongCode());
    expect(withCodes.status).toBe('fail');
  });
});

describe('reports count what was not judged', () => {
  async function report(): Promise<Report> {
    const results: FixtureResult[] = [
      await execute(BASE_ID, ['report.total-cost']),
      await execute(REJECTED_ID, ['report.total-cost']),
    ];
    const when = new Date('2026-01-01T00:00:00Z');
    return buildReport({
      corpus: { hash: `sha256:${'0'.repeat(64)}`, fileCount: 2 },
      implementation: { name: 'fake', version: '0', language: 'typescript', capabilities: ['report.total-cost'] },
      results,
      startedAt: when,
      finishedAt: when,
      command: 'riftbound-conformance run',
    });
  }

  it('lists them per result and totals them in the summary, without touching the verdict', async () => {
    const built = await report();
    expect(built.results.map((result) => result.unjudged?.map((entry) => entry.part))).toEqual([
      ['events', 'events'],
      ['code'],
    ]);
    expect(built.summary).toMatchObject({
      ok: true,
      problems: [],
      unjudged: { fixtures: 2, parts: 3, byPart: { events: 2, code: 1 } },
    });
    expect(summarize(['pass'], {}, [[]])).not.toHaveProperty('unjudged');
  });

  it('shows them in summary.md beside the totals', async () => {
    expect(renderMarkdown(await report())).toContain('Not judged: 3 parts of 2 judged fixtures (events 2, code 1)');
  });
});

describe('renderUnjudged', () => {
  it('names each part once, in order', async () => {
    const { renderUnjudged } = await import('../../harness/messages/index.js');
    expect(renderUnjudged(undefined)).toBe('');
    expect(renderUnjudged([{ part: 'events' }, { part: 'events' }])).toBe('events not judged');
    expect(renderUnjudged([{ part: 'events' }, { part: 'code' }])).toBe('events and code not judged');
  });
});
