import { describe, expect, it } from 'vitest';
import { describeConformance, EXPECTED_FAIL_ANNOTATION, UNJUDGED_ANNOTATION } from '../../harness/vitest.js';
import replay from './adapters/replay.js';
import wrongTotal from './adapters/wrong-total.js';
import { BASE_ID, CORPUS_DIR, ROOT } from './helpers.js';

describeConformance(replay, { name: 'a correct adapter', fixtures: CORPUS_DIR, cwd: ROOT });

describeConformance(() => wrongTotal, {
  name: 'a faulty adapter with its known failure in a baseline',
  fixtures: CORPUS_DIR,
  cwd: ROOT,
  baseline: { baselineVersion: 1, entries: { [BASE_ID]: { status: 'fail', reason: 'reports one energy too many' } } },
});

const FINGERPRINTED = 'a faulty adapter whose known failure the baseline records with its fingerprint';
describeConformance(() => wrongTotal, {
  name: FINGERPRINTED,
  fixtures: CORPUS_DIR,
  cwd: ROOT,
  baseline: 'test/harness/fixtures/baseline-wrong-total-fingerprint.json',
  filter: { id: [BASE_ID] },
});

describeConformance(
  { ...replay, describe: () => ({ name: 'no-events', version: '1', language: 'typescript', capabilities: [] }) },
  { name: 'an adapter lacking capabilities', fixtures: CORPUS_DIR, cwd: ROOT, filter: { id: [BASE_ID] } },
);

const PARTLY = 'an adapter that reports no events';
describeConformance(
  {
    ...replay,
    describe: () => ({
      name: 'no-events',
      version: '1',
      language: 'typescript',
      capabilities: ['report.total-cost', 'payment.scripted-spend'],
    }),
  },
  { name: PARTLY, fixtures: CORPUS_DIR, cwd: ROOT, filter: { id: [BASE_ID] } },
);

describe('a pass with something unjudged', () => {
  it('carries an annotation saying what, and the list in its meta (the tests above ran first, in order)', ({
    task,
  }) => {
    const block = task.file.tasks.find((candidate) => candidate.name === PARTLY);
    const first = block?.type === 'suite' ? block.tasks[0] : undefined;
    const partly = first?.type === 'test' ? first : undefined;
    expect(partly?.result?.state).toBe('pass');
    expect(partly?.annotations.map((annotation) => annotation.type)).toEqual([UNJUDGED_ANNOTATION]);
    expect(partly?.annotations[0]?.message).toMatch(/^passed, events not judged: \d+ assertions? on what the adapter/);
    expect(partly?.meta.unjudged?.map((entry) => entry.part)).toContain('events');
    const full = task.file.tasks.find((candidate) => candidate.name === 'a correct adapter');
    const found = full?.type === 'suite' ? full.tasks.find((test) => test.name.startsWith(`${BASE_ID}:`)) : undefined;
    const judged = found?.type === 'test' ? found : undefined;
    expect(judged?.result?.state).toBe('pass');
    expect(judged?.annotations).toEqual([]);
  });
});

describe('a known failure that fails as the baseline records it', () => {
  it('passes, annotated expected-fail with the reason (the tests above ran first, in order)', ({ task }) => {
    const block = task.file.tasks.find((candidate) => candidate.name === FINGERPRINTED);
    const first = block?.type === 'suite' ? block.tasks[0] : undefined;
    const known = first?.type === 'test' ? first : undefined;
    expect(known?.result?.state).toBe('pass');
    expect(known?.annotations.map((annotation) => [annotation.type, annotation.message])).toEqual([
      [EXPECTED_FAIL_ANNOTATION, 'known failure, as the baseline records it: reports one energy too many'],
    ]);
    expect(known?.meta.expectedFail).toBe('reports one energy too many');
  });
});
