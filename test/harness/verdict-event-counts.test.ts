import { coreRules } from '../../harness/load/core-rules.js';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../schemas/types/generated.js';
import { lintFixture } from '../../harness/lint/index.js';
import { rulesIndex } from '../../harness/load/rules-index.js';
import { renderFinding } from '../../harness/messages/index.js';
import { judge } from '../../harness/verdict/index.js';
import { recordedObservation } from './adapters/observations.js';
import { BASE_ID, readTestFixture, testCorpus } from './helpers.js';

/** The base test fixture with event counts and nothing else about events. */
function counted(edit: (fixture: Fixture) => void): Fixture {
  const fixture = readTestFixture(BASE_ID);
  delete fixture.then.steps[0].events;
  delete fixture.then.absentEvents;
  edit(fixture);
  return fixture;
}

describe('event counts in a verdict', () => {
  it('pass when every counted pattern matches exactly that many events', () => {
    const fixture = counted((f) => {
      Object.assign(f.then.steps[0], {
        eventCounts: [
          { pattern: { type: 'card-played', card: 'lr1' }, count: 1 },
          { pattern: { type: 'rune-exhausted' }, count: 2 },
          { pattern: { type: 'became-ready' }, count: 0 },
        ],
      });
      f.then.eventCounts = [{ pattern: { type: 'unit-entered', card: 'lr1', ready: false }, count: 1 }];
    });
    expect(judge(fixture, recordedObservation(BASE_ID))).toBeUndefined();
  });

  it('an event reported twice fails a count of one, at the count of that pattern', () => {
    const fixture = counted((f) => {
      Object.assign(f.then.steps[0], {
        eventCounts: [
          { pattern: { type: 'rune-exhausted' }, count: 2 },
          { pattern: { type: 'card-played', card: 'lr1' }, count: 1 },
        ],
      });
    });
    const observation = recordedObservation(BASE_ID);
    const played = observation.steps[0]?.events?.find((event) => event.type === 'card-played');
    if (played) observation.steps[0]?.events?.push(played);
    const divergence = judge(fixture, observation);
    expect(divergence).toMatchObject({
      code: 'verdict/event-count',
      pointer: '/then/steps/0/eventCounts/1/count',
      expected: 1,
      observed: 2,
    });
    expect(renderFinding({ code: 'verdict/event-count', data: divergence?.data ?? {} })).toContain('"card-played"');
  });

  it('reads the scenario counts across every step, after the step counts', () => {
    const fixture = counted((f) => {
      f.then.eventCounts = [{ pattern: { type: 'rune-exhausted' }, count: 1 }];
    });
    expect(judge(fixture, recordedObservation(BASE_ID))).toMatchObject({
      code: 'verdict/event-count',
      pointer: '/then/eventCounts/0/count',
      expected: 1,
      observed: 2,
    });
  });

  it('comes after the other event checks (spec/INTERPRETING.md 5.8)', () => {
    const fixture = readTestFixture(BASE_ID);
    fixture.then.eventCounts = [{ pattern: { type: 'card-played' }, count: 3 }];
    const observation = recordedObservation(BASE_ID);
    observation.steps[0]?.events?.push({ type: 'became-ready', player: 'p1', card: 'lr1' });
    expect(judge(fixture, observation)).toMatchObject({ code: 'verdict/absent-event' });
  });
});

describe('event counts in the lint', () => {
  const lint = (fixture: Fixture) =>
    lintFixture({
      fixture,
      cards: testCorpus().cards,
      ruleIds: new Set(rulesIndex().rules.map((rule) => rule.id)),
      coreRules: coreRules(),
    });

  it('require report.events when they are all the fixture judges', () => {
    const fixture = counted((f) => {
      f.requires = [];
      f.then = { steps: [{ outcome: 'accepted' }], eventCounts: [{ pattern: { type: 'card-played' }, count: 1 }] };
    });
    const findings = lint(fixture);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      code: 'fixture/missing-requirement',
      data: { capability: 'report.events', use: '/then/eventCounts' },
    });
  });

  it('name only instances of the given state', () => {
    const fixture = counted((f) => {
      Object.assign(f.then.steps[0], {
        eventCounts: [{ pattern: { type: 'card-played', card: 'zz9' }, count: 1 }],
      });
    });
    expect(lint(fixture)).toEqual([
      expect.objectContaining({
        code: 'fixture/unknown-instance',
        pointer: '/then/steps/0/eventCounts/0/pattern/card',
      }),
    ]);
  });
});
