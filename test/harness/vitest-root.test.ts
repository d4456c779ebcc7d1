/**
 * describeConformance reads relative paths from vitest's root, not from the folder vitest was started in: run from
 * a workspace root or a sub-folder, `baseline: 'conformance-baseline.json'` still names the same file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBaseline } from '../../harness/baseline/load.js';
import { renderUsage } from '../../harness/messages/index.js';
import { UsageError } from '../../harness/messages/usage-error.js';
import { describeConformance, rootOf } from '../../harness/vitest.js';
import wrongTotal from './adapters/wrong-total.js';
import { BASE_ID, CORPUS_DIR, ROOT } from './helpers.js';

const BASELINE = 'test/harness/fixtures/baseline-wrong-total.json';

// Declared from another folder: with paths read from process.cwd(), the baseline would not be found and this file
// would fail to collect.
const elsewhere = mkdtempSync(join(tmpdir(), 'rb-vitest-cwd-'));
const started = process.cwd();
process.chdir(elsewhere);
try {
  describeConformance(() => wrongTotal, {
    name: 'declared while the process is in another folder',
    fixtures: relative(ROOT, CORPUS_DIR),
    baseline: BASELINE,
    filter: { id: [BASE_ID] },
  });
} finally {
  process.chdir(started);
  rmSync(elsewhere, { recursive: true, force: true });
}

describeConformance(() => wrongTotal, {
  name: 'a baseline given as a file URL',
  fixtures: CORPUS_DIR,
  baseline: pathToFileURL(join(ROOT, BASELINE)),
  filter: { id: [BASE_ID] },
});

function usageError(run: () => unknown): UsageError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  return undefined;
}

describe('the vitest root', () => {
  it('is what the file name relative to the root leaves of its path', () => {
    expect(rootOf({ filepath: '/repo/packages/engine/test/a.test.ts', name: 'test/a.test.ts' })).toBe(
      '/repo/packages/engine',
    );
    expect(rootOf({ filepath: 'C:\\repo\\test\\a.test.ts', name: 'test/a.test.ts' })).toBe('C:/repo');
    expect(rootOf({ filepath: '/a.test.ts', name: 'a.test.ts' })).toBe('/');
    expect(rootOf({ filepath: '/repo/test/a.test.ts', name: 'other.test.ts' })).toBeUndefined();
    expect(rootOf(undefined)).toBeUndefined();
  });
});

describe('a baseline file that is not there', () => {
  it('is "not found", with the path looked at, not "invalid against the schema"', () => {
    const error = usageError(() => loadBaseline('missing-baseline.json', ROOT));
    expect(error?.code).toBe('usage/baseline-not-found');
    const message = renderUsage(error?.code ?? 'usage/invalid-baseline', error?.data ?? {});
    expect(message).toContain('is not found');
    expect(message).toContain(join(ROOT, 'missing-baseline.json'));
    expect(message).not.toContain('schema');
  });

  it('as a URL is "not found" too', () => {
    const url = pathToFileURL(join(ROOT, 'missing-baseline.json'));
    expect(usageError(() => loadBaseline(url))?.code).toBe('usage/baseline-not-found');
  });
});
