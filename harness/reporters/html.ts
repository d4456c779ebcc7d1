import type { Report, RulesIndex } from '../../schemas/types/generated.js';
import { rulesIndex } from '../load/rules-index.js';
import type { ReporterFactory } from '../report/reporter.js';
import { coverageByChapter } from './html/coverage.js';
import { html, raw } from './html/escape.js';
import { SCRIPT } from './html/script.js';
import {
  controlsSection,
  coverageSection,
  failuresSection,
  fixtureErrorsSection,
  headerSection,
  resultsSection,
  staleSection,
} from './html/sections.js';
import { STYLE } from './html/style.js';
import { writeReportFile } from './shared/write-file.js';

/** The file this reporter writes in the output folder. */
export const HTML_FILE = 'report.html';

/** The page may load nothing: no network, no other file. */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:";

/**
 * The HTML report: one self-contained page (inline CSS and script, no URL loaded) with the results and the rule
 * coverage by chapter, filterable by status, rule and text, each failure with its diff. Every text is escaped.
 * With the rules index, rules no fixture ran show as uncovered.
 */
export function renderHtml(report: Report, rules?: RulesIndex): string {
  const coverage = coverageByChapter(report, rules);
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta http-equiv="Content-Security-Policy" content="${CSP}" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Riftbound conformance: ${report.adapter.name} ${report.adapter.version}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        ${headerSection(report)} ${fixtureErrorsSection(report)} ${staleSection(report)} ${failuresSection(report)}
        ${controlsSection(report, coverage)} ${resultsSection(report)} ${coverageSection(coverage)}
        <script>
          ${raw(SCRIPT)};
        </script>
      </body>
    </html> `;
  return page.text;
}

/** Writes report.html at the end of a run, with the coverage of every rule of spec/rules.json. */
const createHtmlReporter: ReporterFactory = (context) => ({
  async onRunEnd({ report }) {
    await writeReportFile(context, HTML_FILE, renderHtml(report, rulesIndex()));
  },
});

export default createHtmlReporter;
