import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/types/generated.js';
import { compareReports, type Comparison } from '../../harness/compare/matrix.js';
import { rulesIndex } from '../../harness/load/rules-index.js';
import { cli, ROOT, tempDir } from '../protocol/cli-helpers.js';
import { ENGINES, writeEngineReports } from './engine-reports.js';
import { sampleReport, sampleResults } from './sample-report.js';

const out = tempDir();
let files: string[] = [];
afterAll(out.remove);

beforeAll(async () => {
  files = await writeEngineReports(out.dir);
});

function readJson(path: string): Report {
  return JSON.parse(readFileSync(path, 'utf8')) as Report;
}

/** Writes a report variant next to the others; returns its path. */
function variant(name: string, value: unknown): string {
  const path = join(out.dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

async function comparison(...paths: string[]): Promise<Comparison> {
  const run = await cli('report', 'compare', ...paths, '--json');
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as Comparison;
}

function cell(result: Comparison, clause: string, engine: number) {
  const row = result.chapters.flatMap((chapter) => chapter.clauses).find((entry) => entry.id === clause);
  if (!row) throw new Error(`no row ${clause}`);
  const found = row.cells[engine];
  if (!found) throw new Error(`no cell ${engine}`);
  return found;
}

describe('report compare of three real engines', () => {
  it('has one column per engine and every clause of spec/rules.json by chapter', async () => {
    const result = await comparison(...files);
    expect(result.engines.map((engine) => engine.name)).toEqual(['riftbound-reference', ...ENGINES.slice(1)]);
    expect(result.chapters.map((chapter) => chapter.id)).toEqual(rulesIndex().chapters.map((chapter) => chapter.id));
    const clauses = result.chapters.flatMap((chapter) => chapter.clauses.map((clause) => clause.id));
    expect(clauses.sort()).toEqual(rulesIndex().rules.map((rule) => rule.id).sort());
    expect(result.warnings).toEqual([]);
  });

  it('counts each engine: totals agree with its report, clause cells with the fixtures naming the clause', async () => {
    const result = await comparison(...files);
    for (const [index, file] of files.entries()) {
      const report = readJson(file);
      const engine = result.engines[index];
      expect(engine?.totals.pass).toBe(report.summary.counts.pass);
      expect(engine?.totals.fail).toBe(report.summary.counts.fail);
      const naming = report.results.filter((r) => r.rules.includes('deflect.repeated-choice'));
      const counts = cell(result, 'deflect.repeated-choice', index).counts;
      expect(counts.pass + counts.fail).toBe(naming.length);
    }
    expect(result.engines[0]?.divergences).toEqual([]);
    expect(cell(result, 'deflect.repeated-choice', 0).state).toBe('pass');
  });

  it("marks a mutant's clause failing and names its first divergence", async () => {
    const result = await comparison(...files);
    const deflect = cell(result, 'deflect.repeated-choice', 1);
    expect(deflect.state).toBe('failing');
    expect(deflect.counts.fail).toBeGreaterThan(0);
    const first = result.engines[1]?.divergences.find((item) => item.fixture === deflect.failing[0]);
    expect(first?.status).toBe('fail');
    expect(first?.code).toMatch(/^verdict\//);
    expect(first?.pointer).toMatch(/^\/then\//);
    expect(existsSync(resolve(ROOT, first?.file ?? ''))).toBe(true);
    expect(cell(result, 'deflect.repeated-choice', 2).state).toBe('pass');
    expect(cell(result, 'flow.banish-on-leave', 2).state).toBe('failing');
  });

  it('writes compare.md and compare.html with --out, cells linking to divergence anchors and fixture files', async () => {
    const dir = join(out.dir, 'compare');
    const run = await cli('report', 'compare', ...files, '--out', dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('compare.md');
    const markdown = readFileSync(join(dir, 'compare.md'), 'utf8');
    const page = readFileSync(join(dir, 'compare.html'), 'utf8');
    const links = [...markdown.matchAll(/\]\(#(d\d-[a-z0-9-]+)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const anchor of links) {
      expect(markdown).toContain(`<a id="${anchor}"></a>`);
      expect(page).toContain(`id="${anchor}"`);
    }
    const fileLinks = [...markdown.matchAll(/\]\((\.\.\/[^)]+\.json)\)/g)].map((match) => match[1] ?? '');
    expect(fileLinks.length).toBeGreaterThan(0);
    for (const link of fileLinks) expect(existsSync(resolve(dir, decodeURI(link)))).toBe(true);
    const reference = readJson(files[0] ?? '');
    expect(reference.summary.counts.pass).toBe(reference.summary.total); // the reference engine passes the corpus
    expect(markdown).toContain(`| **total (fixtures)** | **${reference.summary.total} pass** |`);
  });

  it('warns, showing both values, when reports ran different corpora or contract versions', async () => {
    const report = readJson(files[1] ?? '');
    const other = variant('other-corpus.json', {
      ...report,
      interpretingVersion: '9.0.0',
      corpus: { ...report.corpus, hash: `sha256:${'cd'.repeat(32)}` },
    });
    const result = await comparison(files[0] ?? '', other);
    expect(result.warnings.map((warning) => warning.kind)).toEqual(['corpus', 'contract']);
    expect(result.warnings[1]?.values.map((value) => value.value)).toEqual([report.interpretingVersion, '9.0.0']);
    const markdown = (await cli('report', 'compare', files[0] ?? '', other)).stdout;
    expect(markdown).toContain('different corpora');
    expect(markdown).toContain(report.corpus.hash);
    expect(markdown).toContain(`sha256:${'cd'.repeat(32)}`);
  });
});

describe('report compare refuses what it cannot compare (exit 2: the file, what is wrong, the fix)', () => {
  it.each([
    ['not JSON', 'not-json.json', '{ nope', /not JSON/],
    ['a fixture, not a report', 'fixture.json', readFileSync(join(ROOT, 'fixtures/pay/pay-spend-limited-to-pool.json'), 'utf8'), /is not a report of a run \(it has no reportVersion and no results\)\. Pass the report\.json/],
    ['a report breaking the schema', 'invalid.json', { ...sampleReport(), summary: { total: -1 } }, /breaks report\.schema\.json at \/summary/],
    ['a shard report', 'shard.json', { ...sampleReport(), shard: { index: 2, total: 4 } }, /is the report of shard 2\/4 .*Merge the shards first/],
  ])('refuses %s', async (_what, name, content, message) => {
    const path = variant(name, content);
    const run = await cli('report', 'compare', files[0] ?? '', path);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(path);
    expect(run.stderr).toMatch(message);
  });
});

describe('the comparison of sample reports', () => {
  it('folds baseline statuses (expected-fail is a fail, unexpected-pass a pass) and keeps faults apart', () => {
    const result = compareReports([{ file: 'a.json', report: sampleReport() }], rulesIndex());
    expect(result.engines[0]?.totals).toEqual({ pass: 4, fail: 2, 'not-applicable': 1, error: 1, timeout: 1, crash: 1 });
    const rows = new Map(result.chapters.flatMap((chapter) => chapter.clauses).map((row) => [row.id, row.cells[0]]));
    expect(rows.get('pay.rollback')).toMatchObject({ state: 'failing', failing: ['pay-rollback'] });
    expect(rows.get('pay.universal-power')?.state).toBe('pass');
    expect(rows.get('cost.floor-zero')?.state).toBe('not-applicable');
    expect(rows.get('pay.from-pool')).toMatchObject({ state: 'failing', counts: { timeout: 1 } });
    expect(rows.get('deflect.per-choice')?.state).toBe('none');
    const divergent = result.engines[0]?.divergences.map((item) => item.fixture);
    expect(divergent).toEqual(sampleResults().filter((r) => ['fail', 'expected-fail', 'error', 'timeout', 'crash'].includes(r.status)).map((r) => r.id));
    expect(result.engines[0]?.divergences.find((item) => item.fixture === 'pay-rollback')?.code).toBe('verdict/not-rolled-back');
  });

  it('keeps a clause a report names that the rules index lacks, in its chapter', () => {
    const results = sampleResults().map((result) => ({ ...result, rules: [...result.rules, 'pay.not-in-the-index'] }));
    const result = compareReports([{ file: 'a.json', report: sampleReport(results) }], rulesIndex());
    const pay = result.chapters.find((chapter) => chapter.id === 'pay');
    expect(pay?.clauses.at(-1)?.id).toBe('pay.not-in-the-index');
  });
});
