import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/types/generated.js';
import type { Comparison } from '../../harness/compare/matrix.js';
import { cli, tempDir } from '../protocol/cli-helpers.js';
import { PROFILE_ENGINES, writeEngineReports } from './engine-reports.js';

const out = tempDir();
let files: string[] = [];
let result: Comparison;
afterAll(out.remove);

beforeAll(async () => {
  files = await writeEngineReports(out.dir, PROFILE_ENGINES);
  const run = await cli('report', 'compare', ...files, '--json');
  expect(run.code, run.stderr).toBe(0);
  result = JSON.parse(run.stdout) as Comparison;
});

const readReport = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Report;

describe('report compare of the reference engine and two of its profiles', () => {
  it('has one column per engine, with the totals of its report', () => {
    expect(result.engines.map((engine) => engine.name)).toEqual([
      'riftbound-reference',
      ...PROFILE_ENGINES.slice(1),
    ]);
    for (const [index, file] of files.entries()) {
      const { counts } = readReport(file).summary;
      const totals = result.engines[index]?.totals;
      expect(totals?.pass).toBe(counts.pass);
      expect(totals?.['not-applicable']).toBe(counts['not-applicable']);
      expect(totals?.fail).toBe(0);
      expect(result.engines[index]?.divergences).toEqual([]);
    }
  });

  it('shows what a partial engine cannot be judged on: clauses the reference passes are not applicable to a profile', () => {
    const clauses = result.chapters.flatMap((chapter) => chapter.clauses);
    const states = (engine: number) => clauses.map((clause) => clause.cells[engine]?.state);
    expect(states(0).every((state) => state === 'pass' || state === 'none')).toBe(true);
    for (const engine of [1, 2]) {
      expect(states(engine)).toContain('not-applicable');
      expect(states(engine)).toContain('pass');
      expect(states(engine)).not.toContain('failing');
    }
    // The chain's own clauses do not apply to the profile without a chain.
    const chain = clauses.find((clause) => clause.id === 'add.spell-uses-chain');
    expect(chain?.cells[2]?.state).toBe('not-applicable');
  });

  it('counts, per engine and per clause, the passes in which something went unjudged', () => {
    expect(result.engines[0]?.unjudged).toEqual({ fixtures: 0, parts: 0, byPart: {} });
    for (const [index, file] of files.entries()) {
      const { unjudged } = readReport(file).summary;
      const column = result.engines[index]?.unjudged;
      expect(column?.fixtures).toBe(unjudged?.fixtures ?? 0);
      expect(column?.parts).toBe(unjudged?.parts ?? 0);
      expect(column?.byPart).toEqual(unjudged?.byPart ?? {});
    }
    const clauses = result.chapters.flatMap((chapter) => chapter.clauses);
    for (const engine of [1, 2]) {
      const partly = clauses.map((clause) => clause.cells[engine]?.partlyJudged ?? 0);
      expect(Math.max(...partly), `engine ${engine}`).toBeGreaterThan(0);
      for (const clause of clauses) {
        const cell = clause.cells[engine];
        expect(cell?.partlyJudged ?? 0).toBeLessThanOrEqual(cell?.counts.pass ?? 0);
      }
    }
    expect(clauses.every((clause) => clause.cells[0]?.partlyJudged === 0)).toBe(true);
  });

  it('renders the matrix as Markdown, the three engines across', async () => {
    const run = await cli('report', 'compare', ...files);
    expect(run.code).toBe(0);
    const head = run.stdout.split('\n').find((line) => line.startsWith('| clause |'));
    expect(head).toMatch(/^\| clause \| riftbound-reference \S+ \| profile:deducting \S+ \| profile:no-chain \S+ \|$/);
    expect(run.stdout).toContain('every verdict judged in full');
    expect(run.stdout).toMatch(/profile:deducting .*; \d+ fixtures with parts not judged, \d+ entries \(/);
    expect(run.stdout).toMatch(/\| `[a-z.-]+` \| [^|]+ \| [^|]*\(\d+ partly judged\)/);
  });
});
