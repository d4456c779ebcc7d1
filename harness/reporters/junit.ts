import junitModule, { type Builder, type TestCase, type TestSuite } from 'junit-report-builder';
import type { Diagnostic, Report, Result } from '../../schemas/types/generated.js';
import type { ReporterFactory } from '../report/reporter.js';
import { renderFinding, renderUnjudged, TRUNCATED_NOTE } from '../messages.js';
import { byChapter } from './shared/results.js';
import { writeReportFile } from './shared/write-file.js';

/** The file this reporter writes in the output folder. */
export const JUNIT_FILE = 'junit.xml';

// The package's types describe its ES build; Node loads its CommonJS build, whose module.exports is the builder itself.
const junitBuilder = junitModule as unknown as Builder;

/** Whether XML 1.0 can hold a code point (it cannot hold most control characters, lone surrogates, U+FFFE/FFFF). */
function isXmlChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    cp >= 0x10000
  );
}

/** Text an XML document can hold: what it cannot is replaced by U+FFFD. */
function xmlText(text: string): string {
  let out = '';
  for (const char of text) out += isXmlChar(char.codePointAt(0) ?? 0) ? char : '\uFFFD';
  return out;
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

/** Marks a test case with its status: failure, error, skipped (with the reason), or nothing for a pass. */
function mark(testCase: TestCase, result: Result): void {
  const [first] = result.diagnostics;
  const message = xmlText(first?.message ?? result.status);
  const type = first?.code ?? result.status;
  const body = xmlText(result.diagnostics.map(detail).join('\n\n'));
  switch (result.status) {
    case 'pass':
      return;
    case 'fail':
    case 'unexpected-pass':
      testCase.failure(message, type).stacktrace(body);
      return;
    case 'error':
    case 'crash':
    case 'timeout':
      testCase.error(message, type, body);
      return;
    case 'not-applicable':
    case 'expected-fail':
      testCase
        .skipped()
        .standardOutput(xmlText(`${result.status}: ${result.reason ?? ''}${body === '' ? '' : `\n${body}`}`));
      return;
  }
}

function addCase(suite: TestSuite, result: Result): void {
  const testCase = suite
    .testCase()
    .className(`riftbound.${result.chapter}`)
    .name(xmlText(`${result.id}: ${result.title}`))
    .file(xmlText(result.file))
    .time(seconds(result.durationMs))
    .property('rules', xmlText(result.rules.join(' ')));
  const unjudged = renderUnjudged(result.unjudged);
  if (unjudged !== '') testCase.property('unjudged', xmlText(unjudged));
  mark(testCase, result);
  if (result.stderr !== undefined) testCase.standardError(xmlText(result.stderr));
}

/**
 * What fails the run besides the fixtures, as test cases of a suite `riftbound.run` so that a CI test view agrees
 * with the exit code: an error per invalid fixture file, a failure per stale baseline entry, one for "nothing
 * judged" and one for --min-pass.
 */
function addRunCases(junit: Builder, report: Report): void {
  const problems = (report.summary.problems ?? []).filter((problem) => problem.kind !== 'failures');
  if (problems.length === 0) return;
  const suite = junit.testSuite().name('riftbound.run');
  const testCase = (name: string) => suite.testCase().className('riftbound.run').name(xmlText(name));
  for (const diagnostic of report.fixtureErrors ?? [])
    testCase(`fixture error: ${diagnostic.file ?? '?'}`)
      .file(xmlText(diagnostic.file ?? ''))
      .error(xmlText(diagnostic.message), diagnostic.code, xmlText(detail(diagnostic)));
  for (const id of report.staleBaselineEntries ?? [])
    testCase(`baseline: stale entry ${id}`).failure(
      xmlText(renderFinding({ code: 'baseline/stale-entry', data: { id } })),
      'baseline/stale-entry',
    );
  for (const problem of problems) {
    if (problem.kind === 'nothing-judged' || problem.kind === 'min-pass')
      testCase(`run: ${problem.kind}`).failure(xmlText(problem.message), problem.kind);
  }
}

/**
 * The JUnit XML of a report: one testsuite per chapter, one testcase per fixture (classname riftbound.<chapter>).
 * fail and unexpected-pass are failures, error/crash/timeout errors, not-applicable and expected-fail skipped;
 * then the suite `riftbound.run` for what else fails the run.
 */
export function renderJunit(report: Report): string {
  const junit = junitBuilder
    .newBuilder()
    .name(xmlText(`riftbound-conformance ${report.adapter.name} ${report.adapter.version}`));
  for (const [chapter, results] of byChapter(report.results)) {
    const suite = junit
      .testSuite()
      .name(`riftbound.${chapter}`)
      .time(seconds(results.reduce((sum, result) => sum + result.durationMs, 0)));
    for (const result of results) addCase(suite, result);
  }
  addRunCases(junit, report);
  return `${junit.build()}\n`;
}

/** Writes junit.xml at the end of a run. */
const createJunitReporter: ReporterFactory = (context) => ({
  async onRunEnd({ report }) {
    await writeReportFile(context, JUNIT_FILE, renderJunit(report));
  },
});

export default createJunitReporter;
