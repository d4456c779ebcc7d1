import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Result } from '../../schemas/types/generated.js';
import { jsonText } from '../../harness/text/json-text.js';
import { TRUNCATED_NOTE } from '../../harness/messages/index.js';
import { MAX_SUMMARY_BYTES, renderMarkdown } from '../../harness/reporters/markdown.js';
import { MAX_DIFF_CHARS, MAX_SIDE_CHARS } from '../../harness/verdict/bound.js';
import { cli, readReport, tempDir } from '../protocol/cli-helpers.js';
import { sampleReport } from './sample-report.js';

const out = tempDir();

/** The length of a side as kept: a cut side is its JSON text, cut. */
function size(side: unknown): number {
  return typeof side === 'string' ? side.length : jsonText(side ?? null).length;
}
afterAll(out.remove);

describe('a failure keeps a bounded excerpt of huge engine states', () => {
  it('100 000 extra cards in every observed state: each side and diff cut, with a note; reports stay small', async () => {
    // Three fixtures: failing results enough to show the bound, few enough to stay quick. The states are over the
    // default reply limit (8 MiB of JSON), raised here: what the harness keeps of a huge reply it reads is the point.
    const run = await cli('run', '--adapter', './test/reports/adapters/huge-hand.ts', '--max-reply-bytes', '67108864', '--id', 'repeat-declined-*', '--id', 'repeat-countered-no-*', '--id', 'repeat-own-choices-ready-*', '--out', out.dir);
    expect(run.code).toBe(1);
    const report = readReport(out.dir);
    const diagnostics = report.results.flatMap((result) => result.diagnostics);
    expect(diagnostics.length).toBeGreaterThan(0);
    const cut = diagnostics.filter((d) => d.truncated === true);
    expect(cut.length).toBeGreaterThan(0);
    for (const d of diagnostics) {
      for (const side of [d.expected, d.observed]) expect(size(side)).toBeLessThanOrEqual(MAX_SIDE_CHARS + 1);
      expect((d.diff ?? '').length).toBeLessThan(MAX_DIFF_CHARS + 100);
    }
    expect(run.stdout).toContain(TRUNCATED_NOTE);
    // Without the bound, 100 000 cards per state make every failing result megabytes long; with it a result stays
    // within a few tens of kilobytes however large the states, so the files grow with the fixtures, not the states.
    const limit = 48 * 1024 * report.results.length;
    // The page also holds parts that do not grow with the results (style, script, the coverage by Core Rules number,
    // which grows with the spec: 40 KiB since contract 7.7.0).
    const fixed: Record<string, number> = { 'report.html': 40 * 1024 };
    for (const file of ['report.json', 'summary.md', 'report.html', 'junit.xml']) expect(statSync(join(out.dir, file)).size).toBeLessThan(limit + (fixed[file] ?? 0));
    expect(readFileSync(join(out.dir, 'summary.md'), 'utf8')).toContain('Values cut');
    // The page shows each diff once: a failure's card holds its diff, and its entry under all results links there.
    const page = readFileSync(join(out.dir, 'report.html'), 'utf8');
    expect(page.split('<pre class="diff">').length - 1).toBe(diagnostics.filter((d) => d.diff !== undefined).length);
  });

  it('summary.md stays under the 1 MiB of a GitHub step summary, whatever the failures hold', () => {
    const big = 'x'.repeat(200_000);
    const results: Result[] = Array.from({ length: 400 }, (_, i) => ({
      id: `pay-bloat-${i}`,
      title: big,
      file: `pay/pay-bloat-${i}.json`,
      chapter: 'pay',
      rules: ['pay.rollback'],
      status: 'fail',
      durationMs: 1,
      diagnostics: [{ code: 'verdict/state', message: big, diff: big }],
    }));
    const text = renderMarkdown(sampleReport(results));
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_SUMMARY_BYTES);
    expect(text).toContain('### Failures (400)');
  });
});
