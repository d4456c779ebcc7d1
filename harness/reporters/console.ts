import { dirname } from 'node:path';
import cliProgress from 'cli-progress';
import { colors } from '../format/colors.js';
import { formatFinding } from '../format/finding.js';
import { chapterTable, countsLine, statusMark } from '../format/summary.js';
import { verdictLine } from '../report/build.js';
import type { ReporterFactory } from '../report/reporter.js';
import type { FixtureResult } from '../run/result.js';

/** Progress while running (a bar on a terminal, one line per fixture elsewhere), then failures with diffs and a summary by chapter. */
const createConsoleReporter: ReporterFactory = ({ io }) => {
  const c = colors(io.color);
  let bar: cliProgress.SingleBar | undefined;
  const failures: FixtureResult[] = [];
  return {
    onRunStart({ total, implementation }) {
      io.err(
        `Running ${total} fixtures against ${implementation.name} ${implementation.version} (${implementation.language})\n`,
      );
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
      if (bar) bar.increment({ id: result.loaded.fixture.id });
      else
        io.err(
          `  ${statusMark(result.status, c)}${result.loaded.fixture.id}${result.reason === undefined ? '' : c.dim(` (${result.reason})`)}\n`,
        );
    },
    onRunEnd() {
      bar?.stop();
    },
    onReportsWritten({ report, results, reportPath }) {
      for (const result of failures) {
        io.out(
          `\n${c.red(c.bold(`${result.status.toUpperCase()} ${result.loaded.fixture.id}`))}: ${result.loaded.fixture.title}\n`,
        );
        for (const finding of result.findings) io.out(`${formatFinding(finding, c)}\n`);
        if (result.stderr !== undefined)
          io.out(`${c.dim(`  adapter stderr:\n${result.stderr.replace(/^/gm, '    ')}`)}\n`);
      }
      for (const id of report.staleBaselineEntries ?? []) {
        const file = report.baseline === undefined ? {} : { file: report.baseline };
        io.out(`\n${formatFinding({ code: 'baseline/stale-entry', data: { id }, ...file }, c)}\n`);
      }
      const stale = report.staleBaselineEntries?.length ?? 0;
      const staleCount =
        stale === 0 ? '' : `, ${c.red(`${stale} stale baseline ${stale === 1 ? 'entry' : 'entries'}`)}`;
      const verdict = verdictLine(report.summary);
      io.out(
        `\nBy chapter:\n${chapterTable(results, c)}\n\n${countsLine(results, c)}${staleCount}\nReports written to ${dirname(reportPath)} (report.json is the full report)\n${report.summary.ok ? c.green(c.bold(verdict)) : c.red(c.bold(verdict))}\n`,
      );
    },
  };
};

export default createConsoleReporter;
