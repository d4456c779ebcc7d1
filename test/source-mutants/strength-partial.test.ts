import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import type { StrengthReport } from '../../harness/strength/report.js';
import { validateDocument } from '../../harness/schema/validators.js';
import { ROOT, tempDir } from '../harness/helpers.js';

/** A patch mutant of the checkout that applies, and a stale copy of its diff under another ID. */
const GOOD = 'pay-universal-power-pays-only-any';
const STALE = 'pay-stale-context';

vi.mock('../../mutants/source/index.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../mutants/source/index.js')>();
  const root = real.checkoutRoot();
  const diff = readFileSync(join(root, real.patchPath(GOOD)), 'utf8');
  // One context line changed: the hunk matches nothing in today's file.
  const stale = diff.replace(/^ (.*)$/m, ' $1 // changed since');
  return {
    ...real,
    listPatchMutants: () => [
      { id: STALE, rule: 'pay.universal-power', description: 'A patch whose context no longer matches.' },
      ...real.listPatchMutants(root).filter((mutant) => mutant.id === GOOD),
    ],
    sourcePatchAdapter: (id: string) =>
      id === STALE ? real.sourcePatchAdapter(id, stale, root) : real.sourcePatchAdapter(id, undefined, root),
  };
});

const TINY = fileURLToPath(new URL('../strength/fixtures/corpus', import.meta.url));
const out = tempDir();
afterAll(out.remove);

async function strength(...argv: string[]) {
  const io = bufferedIo();
  const code = await main(['strength', '--patches', '--fixtures', TINY, '--out', out.dir, ...argv], io, ROOT);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe('strength --patches with a patch that no longer applies', () => {
  it('measures the other patches, reports the stale one as an error in the JSON, and exits 2', async () => {
    const { code, stdout } = await strength('--json');
    expect(code).toBe(2);
    const report = JSON.parse(stdout) as StrengthReport;
    expect(validateDocument('strength', report)).toEqual([]);
    expect(report.summary).toMatchObject({ mutants: 2, errors: 1, ok: false });
    expect(report.summary.killed + report.summary.survived).toBe(1);
    const [stale, good] = report.mutants;
    expect(stale).toMatchObject({ id: STALE, name: `patch:${STALE}`, status: 'error', fixturesRun: 0, killers: [] });
    expect(stale?.error).toMatch(/no longer applies to engine\/pay\/sources\.ts: hunk 1/);
    expect(stale?.error).toMatch(/refresh the patch's context/);
    expect(good).toMatchObject({ id: GOOD, fixturesRun: 1 });
    expect(good?.status).not.toBe('error');
    expect(report.survivors).not.toContain(STALE);
  });

  it('prints an error line naming the patch and the fix, and the totals say the set was not measured in full', async () => {
    const { code, stdout } = await strength();
    expect(code).toBe(2);
    expect(stdout).toContain('1 MUTANT NOT MEASURED: the set was not measured in full');
    expect(stdout).toMatch(/ERROR patch:pay-stale-context: .*no longer applies.*refresh the patch's context/);
    expect(stdout).toMatch(/1 not measured \(see the errors above\)/);
  });
});
