import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './schema-registry.js';

describe('generated files', () => {
  it('are fresh: `npm run generate` would change nothing', () => {
    const run = () =>
      execFileSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/generate.ts', '--check'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run).not.toThrow();
  });
});
