import type { Diagnostic, Report, Result } from '../../schemas/types/generated.js';
import { renderXml, type XmlElement } from '../format/escape-xml.js';
import type { ReporterFactory } from '../report/reporter.js';
import { renderFinding, renderQuery, renderUnjudged, TRUNCATED_NOTE } from '../messages/index.js';
import { byChapter } from './shared/results.js';
import { writeReportFile } from './shared/write-file.js';

/** The file this reporter writes in the output folder. */
export const JUNIT_FILE = 'junit.xml';

/** What marks a test case: a failure, an error or a skip (the element's name), with its message and body. */
type Outcome = 'failure' | 'error' | 'skipped';

/** A test case of the document, with what it counts as. */
interface Case {
  readonly element: XmlElement;
  readonly outcome?: Outcome;
}

/** Milliseconds as seconds, to the millisecond. */
function seconds(ms: number): number {
  return Math.round(ms) / 1000;
}

/** A diagnostic in full, for the body of a failure or error: code, pointer, message, and the diff. */
function detail(diagnostic: Diagnostic): string {
  const where = diagnostic.pointer === undefined ? '' : ` at ${diagnostic.pointer}`;
  const diff = diagnostic.diff === undefined ? '' : `\n${diagnostic.diff}`;
  const cut = diagnostic.truncated === true ? `\n${TRUNCATED_NOTE}` : '';
  return `${diagnostic.code}${where}: ${diagnostic.message}${diff}${cut}`;
}

/** The element marking a failure or an error: message and type as attributes, the details as text. */
function marked(outcome: 'failure' | 'error', message: string, type: string, body?: string): XmlElement {
  return { name: outcome, attributes: { message, type }, ...(body === undefined ? {} : { text: body }) };
}

/** The outcome of a result and the elements that say it: failure, error, skipped (with the reason), nothing for a pass. */
function outcomeOf(result: Result): { readonly outcome?: Outcome; readonly elements: XmlElement[] } {
  const [first] = result.diagnostics;
  const message = first?.message ?? result.status;
  const type = first?.code ?? result.status;
  const body = result.diagnostics.map(detail).join('\n\n');
  switch (result.status) {
    case 'pass':
      return { elements: [] };
    case 'fail':
    case 'unexpected-pass':
      return { outcome: 'failure', elements: [marked('failure', message, type, body)] };
    case 'error':
    case 'crash':
    case 'timeout':
      return { outcome: 'error', elements: [marked('error', message, type, body)] };
    case 'not-applicable':
    case 'expected-fail': {
      const text = `${result.status}: ${result.reason ?? ''}${body === '' ? '' : `\n${body}`}`;
      return { outcome: 'skipped', elements: [{ name: 'skipped' }, { name: 'system-out', text }] };
    }
  }
}

function properties(result: Result): XmlElement {
  const unjudged = renderUnjudged(result.unjudged);
  const queries = (result.queries ?? []).map(renderQuery).join('\n');
  const entries = [
    ['rules', result.rules.join(' ')],
    ...(unjudged === '' ? [] : [['unjudged', unjudged]]),
    ...(queries === '' ? [] : [['queries', queries]]),
  ];
  return {
    name: 'properties',
    children: entries.map(([name, value]) => ({ name: 'property', attributes: { name, value } })),
  };
}

function fixtureCase(result: Result): Case {
  const { outcome, elements } = outcomeOf(result);
  const stderr: XmlElement[] = result.stderr === undefined ? [] : [{ name: 'system-err', text: result.stderr }];
  const attributes = {
    classname: `riftbound.${result.chapter}`,
    name: `${result.id}: ${result.title}`,
    file: result.file,
    time: seconds(result.durationMs),
  };
  const element = { name: 'testcase', attributes, children: [properties(result), ...elements, ...stderr] };
  return outcome === undefined ? { element } : { element, outcome };
}

/** A test case of the suite `riftbound.run`: one thing besides the fixtures that fails the run. */
function runCase(name: string, mark: XmlElement, file?: string): Case {
  const attributes = { classname: 'riftbound.run', name, ...(file === undefined ? {} : { file }) };
  return { element: { name: 'testcase', attributes, children: [mark] }, outcome: mark.name as Outcome };
}

/**
 * What fails the run besides the fixtures, as test cases of a suite `riftbound.run` so that a CI test view agrees
 * with the exit code: an error per invalid fixture file, a failure per stale baseline entry, one for "nothing
 * judged" and one for --min-pass.
 */
function runCases(report: Report): Case[] {
  const problems = (report.summary.problems ?? []).filter((problem) => problem.kind !== 'failures');
  if (problems.length === 0) return [];
  const cases = (report.fixtureErrors ?? []).map((diagnostic) =>
    runCase(
      `fixture error: ${diagnostic.file ?? '?'}`,
      marked('error', diagnostic.message, diagnostic.code, detail(diagnostic)),
      diagnostic.file ?? '',
    ),
  );
  for (const id of report.staleBaselineEntries ?? []) {
    const message = renderFinding({ code: 'baseline/stale-entry', data: { id } });
    cases.push(runCase(`baseline: stale entry ${id}`, marked('failure', message, 'baseline/stale-entry')));
  }
  for (const problem of problems) {
    if (problem.kind === 'nothing-judged' || problem.kind === 'min-pass' || problem.kind === 'interrupted')
      cases.push(runCase(`run: ${problem.kind}`, marked('failure', problem.message, problem.kind)));
  }
  return cases;
}

/** The counts JUnit readers expect on a suite (and on the whole document). */
function counts(cases: readonly Case[]): Record<string, number> {
  const count = (outcome: Outcome) => cases.filter((one) => one.outcome === outcome).length;
  return { tests: cases.length, failures: count('failure'), errors: count('error'), skipped: count('skipped') };
}

function suite(name: string, cases: readonly Case[], time?: number): XmlElement {
  return { name: 'testsuite', attributes: { name, time, ...counts(cases) }, children: cases.map((one) => one.element) };
}

/**
 * The JUnit XML of a report: one testsuite per chapter, one testcase per fixture (classname riftbound.<chapter>).
 * fail and unexpected-pass are failures, error/crash/timeout errors, not-applicable and expected-fail skipped;
 * then the suite `riftbound.run` for what else fails the run. Written by hand (escape-xml.ts): no CDATA anywhere.
 */
export function renderJunit(report: Report): string {
  const suites: { element: XmlElement; cases: Case[] }[] = [];
  for (const [chapter, results] of byChapter(report.results)) {
    const cases = results.map(fixtureCase);
    const time = seconds(results.reduce((sum, result) => sum + result.durationMs, 0));
    suites.push({ element: suite(`riftbound.${chapter}`, cases, time), cases });
  }
  const run = runCases(report);
  if (run.length > 0) suites.push({ element: suite('riftbound.run', run), cases: run });
  const name = `riftbound-conformance ${report.adapter.name} ${report.adapter.version}`;
  const attributes = { name, ...counts(suites.flatMap((one) => one.cases)) };
  return renderXml({ name: 'testsuites', attributes, children: suites.map((one) => one.element) });
}

/** Writes junit.xml at the end of a run. */
const createJunitReporter: ReporterFactory = (context) => ({
  async onRunEnd({ report }) {
    await writeReportFile(context, JUNIT_FILE, renderJunit(report));
  },
});

export default createJunitReporter;
