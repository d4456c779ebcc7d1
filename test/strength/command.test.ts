import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import type { StrengthReport } from '../../harness/strength/report.js';
import { ROOT, tempDir } from '../harness/helpers.js';
import { validateDocument } from '../../harness/schema/validators.js';

/** A tiny corpus: one fixture, a 1-energy payment for Legion Rearguard rejected. */
const TINY = fileURLToPath(new URL('./fixtures/corpus', import.meta.url));
const FIXTURE = 'pay-strength-test-shortfall-rejected';
/** Killed by the tiny corpus: it accepts the unpaid energy. */
const KILLED = 'cost-mandatory-shortfall-accepted';
/** Not killed by it: nothing in the tiny corpus reaches the end of a turn. */
const SURVIVOR = 'pool-kept-at-end-of-turn';

const out = tempDir();
afterAll(out.remove);

async function strength(...argv: string[]) {
  const io = bufferedIo();
  const code = await main(['strength', '--fixtures', TINY, '--out', out.dir, ...argv], io, ROOT);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

describe('riftbound-conformance strength', () => {
  it('exits 0 when every mutant is killed, with the JSON kill matrix on stdout and in strength.json', async () => {
    const { code, stdout } = await strength('--mutant', KILLED, '--json');
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as StrengthReport;
    expect(validateDocument('strength', report)).toEqual([]);
    expect(report).toMatchObject({
      version: 1,
      rulesVersion: 'Core Rules v1.4',
      corpus: { valid: 1, selected: 1 },
      reference: { name: 'riftbound-reference', passing: 1, notPassing: [] },
      summary: { mutants: 1, killed: 1, survived: 0, killRate: 1, ok: true },
      survivors: [],
    });
    expect(report.mutants).toEqual([
      expect.objectContaining({
        id: KILLED,
        name: `mutant:${KILLED}`,
        rule: 'cost.mandatory',
        status: 'killed',
        killers: [{ fixture: FIXTURE, status: 'fail', code: 'verdict/outcome', pointer: '/then/steps/0/outcome' }],
      }),
    ]);
    expect(report.rules.find((rule) => rule.rule === 'cost.mandatory')).toEqual({
      rule: 'cost.mandatory',
      chapter: 'cost',
      mutants: [KILLED],
      survivors: [],
      killers: [FIXTURE],
    });
    expect(report.rules.find((rule) => rule.rule === 'pool.persists')).toMatchObject({ mutants: [], killers: [] });
    expect(JSON.parse(readFileSync(join(out.dir, 'strength.json'), 'utf8'))).toEqual(report);
  });

  it('exits 1 when a mutant survives, and lists the survivors first', async () => {
    const { code, stdout } = await strength('--mutant', KILLED, '--mutant', SURVIVOR, '--json');
    expect(code).toBe(1);
    const report = JSON.parse(stdout) as StrengthReport;
    expect(report.summary).toEqual({ mutants: 2, killed: 1, survived: 1, errors: 0, killRate: 0.5, ok: false });
    expect(report.survivors).toEqual([SURVIVOR]);
    expect(report.mutants.map((verdict) => [verdict.id, verdict.status, verdict.killers.length])).toEqual([
      [SURVIVOR, 'survived', 0],
      [KILLED, 'killed', 1],
    ]);
  });

  it('prints the survivors loudly, then the kill matrix and the rules, on the console', async () => {
    const { code, stdout, stderr } = await strength('--mutant', SURVIVOR, '--mutant', KILLED);
    expect(code).toBe(1);
    expect(stderr).toContain('Measuring 2 mutants against 1 fixtures');
    expect(stdout).toMatch(/^1 SURVIVING MUTANT/m);
    expect(stdout.indexOf(`SURVIVED mutant:${SURVIVOR}`)).toBeLessThan(stdout.indexOf('Kill matrix'));
    expect(stdout).toContain(`killed   ${KILLED} (cost.mandatory): ${FIXTURE}`);
    expect(stdout).toContain('1/2 mutants killed (50%)');
  });

  it('selects mutants by rule prefix', async () => {
    const { stdout } = await strength('--mutant-rule', 'cost.mand', '--json');
    const report = JSON.parse(stdout) as StrengthReport;
    expect(report.mutants.map((verdict) => verdict.rule)).toEqual(report.mutants.map(() => 'cost.mandatory'));
    expect(report.summary.mutants).toBeGreaterThanOrEqual(2);
  });

  it('is a usage error (exit 2) for a mutant filter that keeps none', async () => {
    const { code, stderr } = await strength('--mutant', 'no-such-*');
    expect(code).toBe(2);
    expect(stderr).toContain('mutant:');
  });

  it('runs a single mutant as an adapter: run --adapter mutant:<id>', async () => {
    const io = bufferedIo();
    const code = await main(
      ['run', '--fixtures', TINY, '--adapter', `mutant:${KILLED}`, '--out', out.dir, '--json'],
      io,
      ROOT,
    );
    expect(code).toBe(1);
    expect(JSON.parse(io.stdout())).toMatchObject({
      adapter: { name: `mutant:${KILLED}` },
      summary: { ok: false },
    });
  });
});
