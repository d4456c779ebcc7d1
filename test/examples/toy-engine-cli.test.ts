import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/types/generated.js';
import { readReport, ROOT, tempDir } from '../protocol/cli-helpers.js';

/** The adapter, as docs/ADAPTERS.md tells a user to pass it: a module path relative to the current folder. */
const ADAPTER = './examples/toy-engine/adapter.ts';

// A child process running the CLI from source under tsx: in the slow project (vitest.config.ts).
describe('the toy engine (examples/toy-engine) through the CLI', () => {
  it('runs through the CLI under tsx with --adapter and the path of the guide', () => {
    const out = tempDir();
    try {
      const tsx = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
      const args = [
        tsx,
        'harness/cli/bin.ts',
        'run',
        '--adapter',
        ADAPTER,
        '--chapter',
        'deflect',
        '--reporter',
        'json',
        '--out',
        out.dir,
      ];
      const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      const report: Report = readReport(out.dir);
      expect(report.adapter.name).toBe('toy-engine');
      expect(report.summary.counts.pass).toBeGreaterThan(0);
      expect(report.summary.counts.fail).toBe(0);
    } finally {
      out.remove();
    }
  });
});
