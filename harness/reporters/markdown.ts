import type { Report, Result } from '../../schemas/types/generated.js';
import { mdBlock as block, mdCode as code, mdText as md } from '../format/escape-markdown.js';
import {
  renderQuery,
  renderQueryTotals,
  renderUnjudged,
  renderUnjudgedTotals,
  TRUNCATED_NOTE,
} from '../messages/index.js';
import type { ReporterFactory } from '../report/reporter.js';
import {
  baselineChange,
  byChapter,
  countStatuses,
  firstDiagnostic,
  interruptedPrefix,
  isFailing,
  passedLine,
  STATUS_ORDER,
} from './shared/results.js';
import { writeReportFile } from './shared/write-file.js';

/** The file this reporter writes in the output folder. */
export const MARKDOWN_FILE = 'summary.md';

/** At most this many failures are detailed; the rest are counted (CI step summaries have a size limit). */
const MAX_FAILURES = 50;

/** GitHub's limit for a step summary: the summary stays under it, detailing fewer failures if it must. */
export const MAX_SUMMARY_BYTES = 1024 * 1024;

function header(report: Report): string[] {
  const problems = report.summary.problems ?? [];
  const ok = report.summary.ok && problems.length === 0;
  const adapter = report.adapter;
  const why = problems.length === 0 ? [] : ['**Run failed:**', '', ...problems.map((p) => `- ${md(p.message)}`), ''];
  return [
    `## ${ok ? '✅' : '❌'} ${interruptedPrefix(report)}Riftbound conformance: ${passedLine(report)}${ok ? '' : ' · run failed'}`,
    '',
    ...why,
    `Adapter **${md(adapter.name)}** ${md(adapter.version)} (${md(adapter.language)}) · corpus ${md(report.corpus.version)} ${code(report.corpus.hash.slice(0, 19))} · protocol ${report.protocolVersion} · interpreting ${md(report.interpretingVersion)} · ${md(report.rulesVersion)}`,
    '',
    `Rerun: ${code(report.command)}`,
  ];
}

function countsTable(report: Report): string[] {
  const counts = countStatuses(report.results);
  const rows = STATUS_ORDER.filter((status) => counts[status] > 0).map((status) => `| ${status} | ${counts[status]} |`);
  const unjudged = renderUnjudgedTotals(report.summary.unjudged);
  return [
    '',
    '| status | fixtures |',
    '| --- | ---: |',
    ...rows,
    `| **total** | **${report.summary.total}** |`,
    ...(unjudged === '' ? [] : ['', md(unjudged)]),
    ...(renderQueryTotals(report.results) === '' ? [] : ['', md(renderQueryTotals(report.results))]),
  ];
}

function chapterTable(report: Report): string[] {
  const all = countStatuses(report.results);
  const columns = STATUS_ORDER.filter((status) => all[status] > 0);
  const rows = [...byChapter(report.results)].map(([chapter, results]) => {
    const counts = countStatuses(results);
    return `| ${md(chapter)} | ${columns.map((status) => counts[status]).join(' | ')} |`;
  });
  return [
    '',
    '### By chapter',
    '',
    `| chapter | ${columns.join(' | ')} |`,
    `| --- |${columns.map(() => ' ---: |').join('')}`,
    ...rows,
  ];
}

function failure(result: Result): string[] {
  const note = renderUnjudged(result.unjudged);
  const lines = [
    '',
    `#### ${code(result.id)}: ${result.status}${note === '' ? '' : ` (${md(note)})`}`,
    '',
    `${md(result.title)} (${code(result.file)})`,
  ];
  const diagnostic = firstDiagnostic(result);
  if (diagnostic) {
    const where = diagnostic.pointer === undefined ? '' : ` at ${code(diagnostic.pointer)}`;
    lines.push('', `**${md(diagnostic.code)}**${where}: ${md(diagnostic.message)}`);
    if (diagnostic.diff !== undefined)
      lines.push('', '<details><summary>diff</summary>', '', block(diagnostic.diff, 'diff'), '', '</details>');
    if (diagnostic.truncated === true) lines.push('', `_${md(TRUNCATED_NOTE)}_`);
  }
  const change = baselineChange(result);
  if (change) lines.push('', `**${md(change.code)}**: ${md(change.message)}`);
  for (const query of result.queries ?? []) lines.push('', `- query: ${md(renderQuery(query))}`);
  if (result.stderr !== undefined) {
    const stderr = result.stderr.replace(/\n$/, '').split('\n').map(md).join('<br>');
    lines.push('', '<details><summary>adapter stderr</summary>', '', stderr, '', '</details>');
  }
  return lines;
}

/** The failing results, each rendered once however many times the summary is halved to fit. */
function failingResults(report: Report): { readonly count: number; readonly lines: (index: number) => string[] } {
  const failing = report.results.filter((result) => isFailing(result.status));
  const rendered: string[][] = [];
  return { count: failing.length, lines: (index) => (rendered[index] ??= failure(failing[index] as Result)) };
}

function failures(failing: ReturnType<typeof failingResults>, detailed: number): string[] {
  if (failing.count === 0) return [];
  const more = failing.count - detailed;
  const tail = more > 0 ? ['', `… and ${more} more: see report.html or report.json.`] : [];
  const shown = Array.from({ length: Math.min(detailed, failing.count) }, (_, index) => failing.lines(index));
  return ['', `### Failures (${failing.count})`, ...shown.flat(), ...tail];
}

function stale(report: Report): string[] {
  const entries = report.staleBaselineEntries ?? [];
  if (entries.length === 0) return [];
  return [
    '',
    `### Stale baseline entries (${entries.length})`,
    '',
    'These entries name no fixture of the corpus; run `baseline update`:',
    '',
    ...entries.map((id) => `- ${code(id)}`),
  ];
}

function fixtureErrors(report: Report, listed: number): string[] {
  const errors = report.fixtureErrors ?? [];
  if (errors.length === 0) return [];
  const files = report.summary.problems?.find((problem) => problem.kind === 'fixture-errors')?.count ?? errors.length;
  const more = errors.length - Math.min(errors.length, listed);
  return [
    '',
    `### Invalid fixture files (${files})`,
    '',
    `These files are invalid and were not run (${errors.length} ${errors.length === 1 ? 'finding' : 'findings'}):`,
    '',
    ...errors
      .slice(0, listed)
      .map(
        (error) =>
          `- ${code(error.file ?? '?')}${error.pointer === undefined ? '' : ` at ${code(error.pointer)}`}: ${md(error.message)}`,
      ),
    ...(more > 0 ? ['', `… and ${more} more: run \`riftbound-conformance validate\`.`] : []),
  ];
}

/**
 * The Markdown summary of a report, for a CI step summary: counts per status and per chapter, fixture errors and
 * failures with their first divergence. Over the size limit, both lists are halved until it fits; what is left out is
 * counted and named.
 */
export function renderMarkdown(report: Report): string {
  const failing = failingResults(report);
  for (let detailed = MAX_FAILURES; ; detailed = Math.floor(detailed / 2)) {
    const text = `${[...header(report), ...countsTable(report), ...chapterTable(report), ...fixtureErrors(report, detailed), ...failures(failing, detailed), ...stale(report)].join('\n')}\n`;
    if (Buffer.byteLength(text) < MAX_SUMMARY_BYTES || detailed === 0) return text;
  }
}

/** Writes summary.md at the end of a run. */
const createMarkdownReporter: ReporterFactory = (context) => ({
  async onRunEnd({ report }) {
    await writeReportFile(context, MARKDOWN_FILE, renderMarkdown(report));
  },
});

export default createMarkdownReporter;
