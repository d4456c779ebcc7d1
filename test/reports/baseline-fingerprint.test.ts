import { describe, expect, it } from 'vitest';
import type { Baseline, Observation } from '../../schemas/types/generated.js';
import type { Finding } from '../../harness/messages/findings.js';
import { applyEntry, statusOnlyEntries, type BaselineSubject } from '../../harness/baseline/apply.js';
import {
  describeFingerprint,
  FINGERPRINT_VALUE_CHARS,
  fingerprintOf,
  fingerprintValue,
  sameFingerprint,
  type Fingerprint,
} from '../../harness/baseline/fingerprint.js';
import { readBaseline } from '../../harness/baseline/read.js';
import { updateBaseline } from '../../harness/baseline/update.js';
import { runSucceeds } from '../../harness/report/build.js';

const totalCost: Finding = {
  code: 'verdict/total-cost',
  pointer: '/then/steps/2/totalCost/energy',
  expected: { energy: 3, power: { any: 1 } },
  observed: { energy: 4, power: { any: 1 } },
  data: { step: 2, amount: 'energy', expected: 3, observed: 4 },
};
const outcome: Finding = {
  code: 'verdict/outcome',
  pointer: '/then/steps/1/outcome',
  expected: 'accepted',
  observed: 'rejected',
  data: { step: 1, expected: 'accepted', observed: 'rejected', reason: 'payment/insufficient-energy: 2 short' },
};
const state = { turn: { number: 3, activePlayer: 'p1', phase: 'main' }, players: {} } as const;
const rejectedAtStep1: Observation = {
  steps: [
    { outcome: 'accepted', state },
    { outcome: 'rejected', code: 'payment/insufficient-energy', detail: 'now 2 short', state },
  ],
};
const wasCost: Fingerprint = {
  code: 'verdict/total-cost',
  expected: '3',
  observed: '4',
  pointer: '/then/steps/2/totalCost/energy',
  step: 2,
};

function subject(findings: Finding[], fingerprint?: Fingerprint): BaselineSubject {
  return { status: 'fail', findings, ...(fingerprint === undefined ? {} : { fingerprint }) };
}

describe('a failure fingerprint', () => {
  it('records the step, the pointer and the amount at it for a total cost, keys sorted', () => {
    const fingerprint = fingerprintOf({ status: 'fail', findings: [totalCost] });
    expect(fingerprint).toEqual(wasCost);
    expect(Object.keys(fingerprint ?? {})).toEqual(['code', 'expected', 'observed', 'pointer', 'step']);
    expect(describeFingerprint(fingerprint)).toBe('verdict/total-cost step 2 /totalCost/energy 3≠4');
  });

  it('records the rejection code of the step from the observation, not the adapter prose', () => {
    const fingerprint = fingerprintOf({ status: 'fail', findings: [outcome], observation: rejectedAtStep1 });
    expect(fingerprint).toEqual({
      code: 'verdict/outcome',
      expected: '"accepted"',
      observed: '"rejected"',
      pointer: '/then/steps/1/outcome',
      rejection: 'payment/insufficient-energy',
      step: 1,
    });
    expect(JSON.stringify(fingerprint)).not.toContain('short');
    expect(describeFingerprint(fingerprint)).toBe(
      'verdict/outcome step 1 rejected payment/insufficient-energy, expected accepted',
    );
  });

  it('keeps only the code of an adapter fault, and skips baseline notes', () => {
    const threw: Finding = { code: 'adapter/threw', data: { message: 'at 12:01:07 in pid 4242' } };
    const note: Finding = { code: 'baseline/expected-fail', data: { reason: 'x' } };
    expect(fingerprintOf({ status: 'error', findings: [note, threw] })).toEqual({ code: 'adapter/threw' });
  });

  it('is absent for a pass and a fixture not applicable', () => {
    expect(fingerprintOf({ status: 'pass', findings: [] })).toBeUndefined();
    expect(fingerprintOf({ status: 'not-applicable', findings: [] })).toBeUndefined();
  });

  it('reads values in canonical key order, and cuts a long one with the hash of the whole', () => {
    expect(fingerprintValue({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    const long = fingerprintValue({ cards: Array.from({ length: 60 }, (_, i) => `card-${i}`) });
    const other = fingerprintValue({ cards: Array.from({ length: 60 }, (_, i) => `card-${i === 59 ? 'x' : i}`) });
    expect(long.length).toBeLessThanOrEqual(FINGERPRINT_VALUE_CHARS);
    expect(long).toMatch(/… sha256:[0-9a-f]{16}$/);
    expect(long).not.toBe(other);
  });

  it('compares fingerprints whatever their key order', () => {
    const reordered: Fingerprint = { step: 2, pointer: '/then/steps/2/totalCost/energy', observed: '4', expected: '3', code: wasCost.code };
    expect(sameFingerprint(wasCost, reordered)).toBe(true);
    expect(sameFingerprint(wasCost, { ...wasCost, observed: '5' })).toBe(false);
    expect(sameFingerprint(wasCost, undefined)).toBe(false);
  });
});

describe('a baseline entry with a fingerprint', () => {
  const entry = { status: 'fail', reason: 'known: reductions', fingerprint: wasCost } as const;

  it('turns the same failure into expected-fail', () => {
    const result = applyEntry(subject([totalCost], { ...wasCost }), entry);
    expect(result.status).toBe('expected-fail');
    expect(result.findings.map((finding) => finding.code)).toEqual(['baseline/expected-fail', 'verdict/total-cost']);
  });

  it('keeps another failure of the same status failing, first noting what failed then and now', () => {
    const now = fingerprintOf({ status: 'fail', findings: [outcome], observation: rejectedAtStep1 });
    const result = applyEntry(subject([outcome], now), entry);
    expect(result.status).toBe('fail');
    expect(runSucceeds([result.status])).toBe(false);
    const [note] = result.findings;
    expect(note?.code).toBe('baseline/failure-changed');
    expect(note?.data).toEqual({
      was: 'fail verdict/total-cost step 2 /totalCost/energy 3≠4',
      now: 'fail verdict/outcome step 1 rejected payment/insufficient-energy, expected accepted',
      reason: 'known: reductions',
    });
    expect(note?.expected).toEqual(wasCost);
    expect(note?.observed).toEqual(now);
  });

  it('notes both failures when the status changed too', () => {
    const crashed: BaselineSubject = {
      status: 'crash',
      findings: [{ code: 'adapter/crash' }],
      fingerprint: { code: 'adapter/crash' },
    };
    const result = applyEntry(crashed, entry);
    expect(result.status).toBe('crash');
    expect(result.findings.at(-1)?.data).toMatchObject({
      was: 'fail verdict/total-cost step 2 /totalCost/energy 3≠4',
      now: 'crash adapter/crash',
    });
  });

  it('without a fingerprint (baselineVersion 1) matches on status only, and is listed as such', () => {
    const old = { status: 'fail', reason: 'known' } as const;
    expect(applyEntry(subject([outcome], { code: 'verdict/outcome' }), old).status).toBe('expected-fail');
    const baseline: Baseline = {
      baselineVersion: 1,
      entries: { 'pay-b': old, 'pay-a': old, 'pay-c': { status: 'not-applicable', reason: 'no chain' }, 'pay-d': entry },
    };
    expect(statusOnlyEntries(baseline)).toEqual(['pay-a', 'pay-b']);
  });
});

describe('baseline update with fingerprints', () => {
  const corpus = new Set(['pay-a', 'pay-b', 'pay-c']);
  const outcomeFingerprint: Fingerprint = { code: 'verdict/outcome', step: 1, pointer: '/then/steps/1/outcome' };

  it('writes version 2, each failure with its fingerprint (keys sorted), keeping reasons and issues', () => {
    const previous: Baseline = {
      baselineVersion: 1,
      entries: {
        'pay-a': { status: 'fail', reason: 'known', issue: 'https://example.org/issues/1' },
        'pay-b': { status: 'fail', reason: 'was a cost', fingerprint: wasCost },
      },
    };
    const results = [
      { id: 'pay-a', status: 'expected-fail' as const, diagnostics: [], fingerprint: wasCost },
      { id: 'pay-b', status: 'fail' as const, diagnostics: [], fingerprint: outcomeFingerprint },
      { id: 'pay-c', status: 'error' as const, diagnostics: [{ code: 'adapter/threw' }], fingerprint: { code: 'adapter/threw' } },
    ] as const;
    const updated = updateBaseline(previous, results, corpus);
    expect(updated.baselineVersion).toBe(2);
    expect(updated.entries).toEqual({
      'pay-a': { status: 'fail', reason: 'known', issue: 'https://example.org/issues/1', fingerprint: wasCost },
      'pay-b': { status: 'fail', reason: 'was a cost', fingerprint: outcomeFingerprint },
      'pay-c': { status: 'error', reason: 'new failure: adapter/threw', fingerprint: { code: 'adapter/threw' } },
    });
    expect(Object.keys(updated.entries['pay-b']?.fingerprint ?? {})).toEqual(['code', 'pointer', 'step']);
    const reread = readBaseline(JSON.stringify(updated), 'b.json');
    expect(reread.ok).toBe(true);
  });

  it('keeps the recorded fingerprint of an expected-fail read from a report without fingerprints', () => {
    const previous: Baseline = { baselineVersion: 2, entries: { 'pay-a': { status: 'fail', reason: 'r', fingerprint: wasCost } } };
    const updated = updateBaseline(previous, [{ id: 'pay-a', status: 'expected-fail', diagnostics: [] }], corpus);
    expect(updated.entries['pay-a']?.fingerprint).toEqual(wasCost);
  });
});
