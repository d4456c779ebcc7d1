import { describe, expect, it } from 'vitest';
import type { Fixture, Observation, Result } from '../../schemas/types/generated.js';
import { toDiagnostic } from '../../harness/report/build.js';
import { renderHtml } from '../../harness/reporters/html.js';
import { renderJunit } from '../../harness/reporters/junit.js';
import { renderMarkdown } from '../../harness/reporters/markdown.js';
import { boundedFinding } from '../../harness/verdict/bound.js';
import { judge } from '../../harness/verdict/index.js';
import adapter from '../../engine/adapter.js';
import { buildScenario, loadFixtures } from '../engine/support/fixture-checker.js';
import { NASTY, sampleReport, sampleResults } from '../reports/sample-report.js';
import { countTags, renderMarkdownHtml } from './render-markdown.js';

const ID = 'cost-breakdown-one-energy-increase-and-discount-both-applied';
const fixture = loadFixtures().find((entry) => entry.fixture.id === ID)?.fixture as Fixture;

/** The reference engine's observation with the breakdown's entries renamed to hostile text, as a broken adapter might. */
function hostileObservation(): Observation {
  const observation = adapter.run(buildScenario(fixture));
  const breakdown = observation.steps[0]?.costBreakdown;
  if (breakdown === undefined) throw new Error('the reference engine reports a breakdown');
  (breakdown.discounts ?? []).forEach((entry) => Object.assign(entry, { kind: NASTY }));
  return observation;
}

/** A failing result carrying the divergence the verdict finds in the hostile breakdown. */
function failingResult(): Result {
  const divergence = judge(fixture, hostileObservation());
  if (divergence === undefined) throw new Error('the hostile breakdown diverges');
  const diagnostic = toDiagnostic(boundedFinding(divergence, `cost/${ID}.json`));
  const [first] = sampleResults();
  return { ...(first as Result), id: ID, status: 'fail', diagnostics: [diagnostic] };
}

describe('a cost breakdown divergence in the reports', () => {
  const result = failingResult();
  const report = sampleReport([result]);

  it('carries the expected and the observed breakdown, with the code and pointer of the entry', () => {
    const [diagnostic] = result.diagnostics;
    expect(diagnostic?.code).toBe('verdict/cost-breakdown');
    expect(diagnostic?.pointer).toBe('/then/steps/0/costBreakdown/discounts/0');
    expect(JSON.stringify(diagnostic?.expected)).toContain('"effect"');
    expect(JSON.stringify(diagnostic?.observed)).toContain('script');
  });

  it('escapes the adapter strings of the breakdown in HTML, JUnit and Markdown', () => {
    const html = renderHtml(report);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('costBreakdown');
    const junit = renderJunit(report);
    expect(junit).not.toContain('<script>');
    expect(junit).toContain('costBreakdown');
    const markdown = renderMarkdownHtml(renderMarkdown(report));
    expect(countTags(markdown, 'script')).toBe(0);
  });
});
