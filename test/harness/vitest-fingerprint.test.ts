/**
 * The vitest entry applies a baseline as `run` does: a known failure that now fails differently fails its test, and
 * the message shows the recorded and the new fingerprint. Run in a vitest of its own, since the test must fail.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeFingerprint } from '../../harness/baseline/fingerprint.js';
import type { Baseline, Fingerprint } from '../../schemas/types/generated.js';
import { BASE_ID, CORPUS_DIR, ROOT } from './helpers.js';

const work = mkdtempSync(join(tmpdir(), 'rb-vitest-fingerprint-'));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** What the wrong-total adapter's failure of BASE_ID is: one energy too many at step 0. */
const NOW: Fingerprint = {
  code: 'verdict/total-cost',
  expected: '2',
  observed: '3',
  pointer: '/then/steps/0/totalCost/energy',
  step: 0,
};
/** The same fixture recorded as failing another way: two energy too many. */
const RECORDED: Fingerprint = { ...NOW, observed: '4' };

function baseline(fingerprint: Fingerprint | undefined): Baseline {
  const entry = { status: 'fail' as const, reason: 'known', ...(fingerprint === undefined ? {} : { fingerprint }) };
  return { baselineVersion: fingerprint === undefined ? 1 : 2, entries: { [BASE_ID]: entry } };
}

const BLOCKS: Record<string, Baseline> = {
  'recorded differently': baseline(RECORDED),
  'recorded as it fails': baseline(NOW),
  'recorded by status only': baseline(undefined),
};

interface JsonReport {
  readonly testResults: readonly {
    readonly assertionResults: readonly {
      readonly ancestorTitles: readonly string[];
      readonly status: string;
      readonly failureMessages: readonly string[];
    }[];
  }[];
}

describe('describeConformance with a fingerprinted baseline, in a vitest of its own', () => {
  it('fails a known failure that now fails differently, naming both fingerprints', { timeout: 120_000 }, () => {
    const entry = JSON.stringify(join(ROOT, 'harness', 'vitest.ts'));
    const adapter = JSON.stringify(join(ROOT, 'test', 'harness', 'adapters', 'wrong-total.ts'));
    const lines = [`import { describeConformance } from ${entry};`, `import wrongTotal from ${adapter};`];
    for (const [name, document] of Object.entries(BLOCKS)) {
      const options = { name, fixtures: CORPUS_DIR, cwd: ROOT, baseline: document, filter: { id: [BASE_ID] } };
      lines.push(`describeConformance(() => wrongTotal, ${JSON.stringify(options)});`);
    }
    writeFileSync(join(work, 'conformance.test.ts'), `${lines.join('\n')}\n`);
    writeFileSync(join(work, 'vitest.config.mjs'), 'export default {};\n');
    const output = join(work, 'report.json');
    const vitest = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
    const args = [vitest, 'run', '--root', work, '--reporter=json', `--outputFile=${output}`];
    const ran = spawnSync(process.execPath, args, { cwd: work, encoding: 'utf8', env: { ...process.env, CI: '' } });
    expect(ran.status, ran.stderr).toBe(1);
    const report = JSON.parse(readFileSync(output, 'utf8')) as JsonReport;
    const tests = report.testResults.flatMap((file) => file.assertionResults);
    const byBlock = new Map(tests.map((test) => [test.ancestorTitles[0] ?? '', test]));
    expect(byBlock.get('recorded as it fails')?.status).toBe('passed');
    expect(byBlock.get('recorded by status only')?.status).toBe('passed');
    const changed = byBlock.get('recorded differently');
    expect(changed?.status).toBe('failed');
    const message = changed?.failureMessages.join('\n') ?? '';
    expect(message).toContain('baseline/failure-changed');
    expect(message).toContain(`was: fail ${describeFingerprint(RECORDED)}`);
    expect(message).toContain(`now: fail ${describeFingerprint(NOW)}`);
  });
});
