/**
 * The hostile documents of the schema bounds (a reply with a huge number of broken events, a fixture with a huge
 * number of broken steps), built from real ones, and what their findings must say. Shared by the fast test (10^5
 * items) and the slow one (the 3 MB documents of the hostile trial).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Observation } from '../../schemas/types/generated.js';
import type { Finding } from '../../harness/messages/findings.js';
import { renderFinding } from '../../harness/messages/index.js';
import { readRunResult } from '../../harness/protocol/replies.js';
import { checkObservation } from '../../harness/run/observe.js';
import { buildScenario } from '../../harness/scenario/build.js';
import { MAX_SCHEMA_ERRORS } from '../../harness/schema/validators.js';
import reference from '../../engine/adapter.js';
import { realFixtures } from './mutations.js';
import { CATALOGUE, ScratchCorpus } from './support.js';
import { loadCorpus } from '../../harness/load/corpus.js';

const real = realFixtures().find((fixture) => fixture.name === 'pay-exact-energy.json') ?? realFixtures()[0];

/** The reference engine's observation of a real fixture, with the events of its first step replaced by `count` `{}`. */
export function brokenEventsObservation(count: number): { observation: Observation; steps: number } {
  const corpus = loadCorpus({ fixtures: `fixtures/${real?.chapter ?? ''}/${real?.name ?? ''}`, cards: CATALOGUE });
  const [loaded] = corpus.fixtures;
  if (loaded === undefined) throw new Error('the real fixture does not load');
  const observation = reference.run(buildScenario(loaded.fixture, corpus.cards));
  const [first, ...rest] = observation.steps;
  const events = Array.from({ length: count }, () => ({}));
  return { observation: { steps: [{ ...first, events } as never, ...rest] }, steps: observation.steps.length };
}

/** A real fixture whose `when` is `count` copies of `{}`, as file text. */
export function brokenStepsFixture(count: number): { text: string; path: string } {
  const fixture = { ...(real?.value as object), when: Array.from({ length: count }, () => ({})) };
  return { text: JSON.stringify(fixture), path: `${real?.chapter ?? ''}/${real?.name ?? ''}` };
}

/** The message of a finding whose data lists the first errors of a document and counts the rest. */
function expectCountedRest(finding: Finding | undefined, where: string): void {
  expect(finding?.data).toMatchObject({ errorsCapped: MAX_SCHEMA_ERRORS });
  expect(Number(finding?.data?.alsoMore)).toBeGreaterThan(0);
  const message = finding === undefined ? '' : renderFinding(finding);
  expect(message).toContain(`more errors ${where}`);
  expect(message).toContain(`the check stops after ${MAX_SCHEMA_ERRORS} errors`);
}

/** Limits raised past the hostile documents, so that the schema check itself is what must stay bounded. */
const UNLIMITED = {
  maxReplyBytes: Number.MAX_SAFE_INTEGER,
  maxEvents: Number.MAX_SAFE_INTEGER,
  maxFixtureBytes: 2 ** 30,
};

/**
 * A reply (a JSON line over stdio) and the same observation in process: one invalid-observation finding each, with
 * the size and event limits raised (under the defaults, a reply this large is refused before the schema check).
 */
export function expectBoundedReply(count: number): void {
  const { observation, steps } = brokenEventsObservation(count);
  const line = JSON.stringify({ seq: 1, observation });
  const overStdio = readRunResult(line, 1, undefined, UNLIMITED);
  const inProcess = checkObservation(observation, steps, UNLIMITED);
  for (const reading of [
    overStdio.kind === 'fault' ? overStdio.fault : undefined,
    inProcess.kind === 'fault' ? inProcess.finding : undefined,
  ]) {
    expect(reading).toMatchObject({
      code: 'adapter/invalid-observation',
      data: { problem: 'schema', at: '/steps/0/events/0', keyword: 'required', missingProperty: 'type' },
    });
    expect(renderFinding(reading as Finding)).toContain(
      'at /steps/0/events/0: the property "type" is missing: add it.',
    );
    expectCountedRest(reading, 'in this step');
  }
}

/** A fixture file with `count` broken steps: a few fixture/schema findings naming the file, the last counting the rest. */
export function expectBoundedFixture(scratch: ScratchCorpus, count: number): void {
  const { text, path } = brokenStepsFixture(count);
  const corpus = scratch.load(path, text, { maxFixtureBytes: UNLIMITED.maxFixtureBytes });
  expect(corpus.fixtures).toEqual([]);
  const schema = corpus.findings.filter((finding) => finding.code === 'fixture/schema');
  expect(schema.length).toBeGreaterThan(1);
  expect(schema.length).toBeLessThanOrEqual(10);
  expect(schema.every((finding) => finding.file === path && finding.pointer?.startsWith('/when/'))).toBe(true);
  expect(schema[0]).toMatchObject({ pointer: '/when/0', data: { keyword: 'required', missingProperty: 'type' } });
  expect(renderFinding(schema[0] as Finding)).toContain('the property "type" is missing: add it.');
  expectCountedRest(schema.at(-1), 'in this file');
}

/** The tests of one size: a reply whose first step holds `count` broken events, a fixture of `count` broken steps. */
export function describeSchemaBounds(title: string, count: number): void {
  const scratch = new ScratchCorpus();
  afterAll(() => {
    scratch.remove();
  });
  describe(title, () => {
    it(`a reply whose step holds ${count} broken events gets one finding: the first errors, and a count of the rest`, () => {
      expectBoundedReply(count);
    });

    it(`a fixture of ${count} broken steps gets a few findings naming the file, the last counting the rest`, () => {
      expectBoundedFixture(scratch, count);
    });
  });
}
