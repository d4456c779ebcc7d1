import { describe, expect, it } from 'vitest';
import type { Baseline, FindingCode, Status } from '../../schemas/types/generated.js';
import { applyEntry, entryOf, staleEntries, type BaselineSubject } from '../../harness/baseline/apply.js';
import { readBaseline } from '../../harness/baseline/read.js';
import { updateBaseline } from '../../harness/baseline/update.js';
import { runSucceeds } from '../../harness/report/build.js';

interface Ran extends BaselineSubject {
  readonly id: string;
}

function ran(id: string, status: Status, codes: FindingCode[] = []): Ran {
  return { id, status, findings: codes.map((code) => ({ code })) };
}

const corpus = new Set(['pay-a', 'pay-b', 'pay-c', 'pay-d', 'pay-e', 'pay-unrun']);
const baseline: Baseline = {
  baselineVersion: 1,
  adapter: 'my-engine',
  entries: {
    'pay-a': { status: 'fail', reason: 'known: reductions before additional costs', issue: 'https://example.org/issues/1' },
    'pay-b': { status: 'fail', reason: 'fixed since' },
    'pay-c': { status: 'fail', reason: 'now it crashes' },
    'pay-unrun': { status: 'timeout', reason: 'slow' },
    'pay-gone': { status: 'error', reason: 'fixture removed' },
  },
};
const run = [
  ran('pay-a', 'fail', ['verdict/total-cost']),
  ran('pay-b', 'pass'),
  ran('pay-c', 'crash', ['adapter/crash']),
  ran('pay-d', 'fail', ['verdict/code', 'verdict/state']),
  ran('pay-e', 'pass'),
];
const applied = run.map((result) => applyEntry(result, entryOf(baseline, result.id)));
const byId = new Map(applied.map((result) => [result.id, result]));
const codes = (id: string) => byId.get(id)?.findings.map((finding) => finding.code);

describe('baseline', () => {
  it('turns a listed failure with the listed status into expected-fail, with the reason', () => {
    expect(byId.get('pay-a')?.status).toBe('expected-fail');
    expect(byId.get('pay-a')?.reason).toContain('known: reductions');
    expect(codes('pay-a')).toEqual(['baseline/expected-fail', 'verdict/total-cost']);
  });

  it('fails the run on an unexpected pass', () => {
    expect(byId.get('pay-b')?.status).toBe('unexpected-pass');
    expect(runSucceeds([byId.get('pay-b')?.status ?? 'pass'])).toBe(false);
  });

  it('keeps another non-pass status, noting baseline/status-changed', () => {
    expect(byId.get('pay-c')?.status).toBe('crash');
    expect(codes('pay-c')).toEqual(['adapter/crash', 'baseline/status-changed']);
  });

  it('leaves unlisted fixtures alone', () => {
    expect(byId.get('pay-d')).toBe(run[3]);
  });

  it('fails the run on a stale entry, and only on entries outside the corpus', () => {
    expect(staleEntries(baseline, corpus)).toEqual(['pay-gone']);
    expect(runSucceeds(['pass'], staleEntries(baseline, corpus).length)).toBe(false);
  });

  it('update keeps reasons and issues, adds new failures, drops passes and stale entries, keeps unrun ones', () => {
    const results = applied.map((result) => ({ id: result.id, status: result.status, diagnostics: result.findings }));
    const updated = updateBaseline(baseline, results, corpus);
    expect(updated).toEqual({
      baselineVersion: 2,
      adapter: 'my-engine',
      entries: {
        'pay-a': { status: 'fail', reason: 'known: reductions before additional costs', issue: 'https://example.org/issues/1' },
        'pay-c': { status: 'crash', reason: 'now it crashes' },
        'pay-d': { status: 'fail', reason: 'new failure: verdict/code' },
        'pay-unrun': { status: 'timeout', reason: 'slow' },
      },
    });
    expect(staleEntries(updated, corpus)).toEqual([]);
    const reapplied = run.map((result) => applyEntry(result, entryOf(updated, result.id)).status);
    expect(reapplied).toEqual(['expected-fail', 'pass', 'expected-fail', 'expected-fail', 'pass']);
  });

  it('refuses a baseline of another baselineVersion, naming both', () => {
    const reading = readBaseline(JSON.stringify({ baselineVersion: 3, entries: {} }), 'b.json');
    expect(reading.ok ? undefined : reading.refusal).toEqual({
      code: 'usage/baseline-version',
      data: { path: 'b.json', expected: [1, 2], observed: '3' },
    });
    expect(readBaseline(JSON.stringify({ baselineVersion: 1, entries: {} }), 'b.json').ok).toBe(true);
    expect(readBaseline(JSON.stringify({ baselineVersion: 2, entries: {} }), 'b.json').ok).toBe(true);
    const invalid = readBaseline(JSON.stringify({ baselineVersion: 1, entries: { 'pay-a': { status: 'pass', reason: 'x' } } }), 'b.json');
    expect(invalid.ok ? undefined : invalid.refusal.code).toBe('usage/invalid-baseline');
  });
});
