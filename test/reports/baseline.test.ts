import { describe, expect, it } from 'vitest';
import type { Baseline, Result } from '../../schemas/types/generated.js';
import { applyBaseline } from '../../harness/baseline/apply.js';
import { readBaseline } from '../../harness/baseline/read.js';
import { updateBaseline } from '../../harness/baseline/update.js';
import { summarize } from '../../harness/shard/merge.js';

function result(id: string, status: Result['status'], codes: Result['diagnostics'][number]['code'][] = []): Result {
  const chapter = id.split('-')[0] ?? id;
  return { id, title: id, file: `${chapter}/${id}.json`, chapter, rules: [], status, durationMs: 1, diagnostics: codes.map((code) => ({ code, message: code })) };
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
  result('pay-a', 'fail', ['verdict/total-cost']),
  result('pay-b', 'pass'),
  result('pay-c', 'crash', ['adapter/crash']),
  result('pay-d', 'fail', ['verdict/code', 'verdict/state']),
  result('pay-e', 'pass'),
];

describe('baseline', () => {
  const applied = applyBaseline(run, baseline, corpus);
  const statuses = Object.fromEntries(applied.results.map((r) => [r.id, r.status]));

  it('turns a listed failure with the listed status into expected-fail, with the reason', () => {
    expect(statuses['pay-a']).toBe('expected-fail');
    expect(applied.results[0]?.diagnostics.map((d) => d.code)).toEqual(['baseline/expected-fail', 'verdict/total-cost']);
  });

  it('fails the run on an unexpected pass', () => {
    expect(statuses['pay-b']).toBe('unexpected-pass');
    expect(summarize(applied.results, []).ok).toBe(false);
  });

  it('keeps another non-pass status, noting baseline/status-changed', () => {
    expect(statuses['pay-c']).toBe('crash');
    expect(applied.results[2]?.diagnostics.map((d) => d.code)).toEqual(['adapter/crash', 'baseline/status-changed']);
  });

  it('fails the run on a stale entry, and only on entries outside the corpus', () => {
    expect(applied.stale).toEqual(['pay-gone']);
    const clean = applyBaseline([result('pay-a', 'fail')], { baselineVersion: 1, entries: { 'pay-gone': { status: 'fail', reason: 'x' } } }, corpus);
    expect(summarize(clean.results, clean.stale).ok).toBe(false);
  });

  it('update keeps reasons and issues, adds new failures, drops passes and stale entries, keeps unrun ones', () => {
    const updated = updateBaseline(baseline, applied.results, corpus);
    expect(updated).toEqual({
      baselineVersion: 1,
      adapter: 'my-engine',
      entries: {
        'pay-a': { status: 'fail', reason: 'known: reductions before additional costs', issue: 'https://example.org/issues/1' },
        'pay-c': { status: 'crash', reason: 'now it crashes' },
        'pay-d': { status: 'fail', reason: 'new failure: verdict/code' },
        'pay-unrun': { status: 'timeout', reason: 'slow' },
      },
    });
    const reapplied = applyBaseline(run, updated, corpus);
    expect(reapplied.stale).toEqual([]);
    expect(reapplied.results.filter((r) => r.status !== 'pass').map((r) => r.status)).toEqual(['expected-fail', 'expected-fail', 'expected-fail']);
  });

  it('refuses a baseline of another baselineVersion, naming both', () => {
    const reading = readBaseline(JSON.stringify({ baselineVersion: 2, entries: {} }), 'b.json');
    expect(reading.ok ? undefined : reading.refusal).toEqual({ code: 'baseline/version-mismatch', data: { file: 'b.json', expected: 1, observed: '2' } });
    const invalid = readBaseline(JSON.stringify({ baselineVersion: 1, entries: { 'pay-a': { status: 'pass', reason: 'x' } } }), 'b.json');
    expect(invalid.ok ? undefined : invalid.refusal.code).toBe('baseline/invalid');
  });
});
