import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_RULES_ENV } from '../../scripts/core-rules.js';
import { root } from './schema-registry.js';

// A child process running `generate --check` (which also runs the profiles for the docs figures): a slow test.
describe('spec/core-rules.json through npm run generate', () => {
  it('is kept, with one line saying so, when the rules text is absent', () => {
    const before = readFileSync(join(root, 'spec/core-rules.json'), 'utf8');
    const out = execFileSync(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/generate.ts', '--check'],
      { cwd: root, encoding: 'utf8', env: { ...process.env, [CORE_RULES_ENV]: '/nonexistent/CR.txt' } },
    );
    expect(out).toMatch(/^No Core Rules text at \/nonexistent\/CR\.txt: skipped the check of spec\/core-rules\.json/m);
    expect(readFileSync(join(root, 'spec/core-rules.json'), 'utf8')).toBe(before);
  });
});
