import { dirname } from 'node:path';
import cliProgress from 'cli-progress';
import { capText } from '../text/cap-text.js';
import { colors } from '../format/colors.js';
import { terminalLine, terminalText } from '../format/escape-terminal.js';
import { formatFinding } from '../format/finding.js';
import { chapterTable, countsLine, statusMark } from '../format/summary.js';
import { renderQuery, renderQueryTotals, renderUnjudged, renderUnjudgedTotals } from '../messages/index.js';
import { verdictLine } from '../report/build.js';
import type { ReporterFactory } from '../report/reporter.js';
import type { FixtureResult } from '../run/result.js';
import { explainCommand } from './shared/explain.js';

/** " (events not judged)" after a status, or nothing. */
function unjudgedNote(unjudged: FixtureResult['unjudged'], c: ReturnType<typeof colors>): string {
  const note = renderUnjudged(unjudged);
  return note === '' ? '' : c.dim(` (${terminalLine(capText(note))})`);
}

/** Statuses that get no progress line off a terminal. */
const QUIET: ReadonlySet<string> = new Set(['pass', 'not-applicable', 'expected-fail']);

/**
 * Progress while running (a bar on a terminal; elsewhere one line per fixture that failed, errored, crashed, timed
 * out or passed unexpectedly), then failures with diffs, a summary by chapter and the verdict as the last line.
 */
const createConsoleReporter: ReporterFactory = ({ io }) => {
  const c = colors(io.color);
  let bar: cliProgress.SingleBar | undefined;
  const failures: FixtureResult[] = [];
  return {
    onRunStart({ total, implementation }) {
      const { name, version, language } = implementation;
      io.err(`Running ${total} fixtures against ${terminalLine(`${name} ${version} (${language})`)}\n`);
      if (io.isTTY) {
        bar = new cliProgress.SingleBar(
          { stream: process.stderr, format: ' {bar} {value}/{total} {id}', hideCursor: true },
          cliProgress.Presets.shades_classic,
        );
        bar.start(total, 0, { id: '' });
      }
    },
    onFixtureResult(result) {
      if (result.status !== 'pass' && result.status !== 'not-applicable' && result.status !== 'expected-fail')
        failures.push(result);
      const id = terminalLine(result.loaded.fixture.id);
      if (bar) bar.increment({ id });
      // Off a terminal (a CI log), only what needs a look gets a line: passes and skips are counted at the end.
      else if (!QUIET.has(result.status))
        io.err(
          `  ${statusMark(result.status, c)}${id}${result.reason === undefined ? '' : c.dim(` (${terminalLine(capText(result.reason))})`)}${unjudgedNote(result.unjudged, c)}\n`,
        );
    },
    onRunEnd() {
      bar?.stop();
    },
    onReportsWritten({ report, results, reportPath }) {
      for (const result of failures) {
        const { id, title } = result.loaded.fixture;
        io.out(
          `\n${c.red(c.bold(`${result.status.toUpperCase()} ${terminalLine(id)}`))}${unjudgedNote(result.unjudged, c)}: ${terminalLine(title)}\n`,
        );
        for (const finding of result.findings) io.out(`${formatFinding(finding, c)}\n`);
        for (const query of result.queries ?? [])
          io.out(`  ${c.dim(`query ${terminalLine(capText(renderQuery(query)))}`)}\n`);
        io.out(`  ${c.dim(`rerun it alone: ${terminalLine(explainCommand(report.command, id))}`)}\n`);
        if (result.stderr !== undefined)
          io.out(`${c.dim(`  adapter stderr:\n    ${terminalText(result.stderr, '    ')}`)}\n`);
      }
      for (const id of report.staleBaselineEntries ?? []) {
        const file = report.baseline === undefined ? {} : { file: report.baseline };
        io.out(`\n${formatFinding({ code: 'baseline/stale-entry', data: { id }, ...file }, c)}\n`);
      }
      const stale = report.staleBaselineEntries?.length ?? 0;
      const staleCount =
        stale === 0 ? '' : `, ${c.red(`${stale} stale baseline ${stale === 1 ? 'entry' : 'entries'}`)}`;
      const verdict = verdictLine(report.summary);
      const unjudged = renderUnjudgedTotals(report.summary.unjudged);
      const queries = renderQueryTotals(report.results);
      if (queries !== '') io.out(`\n${terminalLine(queries)}`);
      io.out(
        `\nBy chapter:\n${chapterTable(results, c)}\n\n${countsLine(results, c)}${staleCount}\n${unjudged === '' ? '' : `${c.dim(unjudged)}\n`}Reports written to ${terminalLine(dirname(reportPath))} (report.json is the full report)\n${report.summary.ok ? c.green(c.bold(verdict)) : c.red(c.bold(verdict))}\n`,
      );
    },
  };
};

export default createConsoleReporter;
