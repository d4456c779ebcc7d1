import { relative, resolve, sep } from 'node:path';
import type { Report, RulesIndex } from '../../schemas/types/generated.js';
import { rulesIndex } from '../load/rules-index.js';
import { packagePath } from '../load/paths.js';
import type { ReporterFactory } from '../report/reporter.js';
import { projectCoreRulesCoverage } from '../coverage/core-rules-scope.js';
import { coreRulesSection, resultCitations } from './html/core-rules.js';
import { coverageByChapter } from './html/coverage.js';
import { html, raw } from './html/escape.js';
import { failuresSection, type SpecLinks } from './html/failures.js';
import { rulesSection } from './html/rules.js';
import { SCRIPT } from './html/script.js';
import {
  controlsSection,
  coverageSection,
  fixtureErrorsSection,
  headerSection,
  resultsSection,
  staleSection,
} from './html/sections.js';
import { STYLE } from './html/style.js';
import { writeReportFile } from './shared/write-file.js';

/** The file this reporter writes in the output folder. */
export const HTML_FILE = 'report.html';

/** The page may load nothing: no network, no other file. Links (to the spec) are followed only when clicked. */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:";

/** Links to the spec as the page sits in the default output folder, reports/ of the package. */
const DEFAULT_LINKS: SpecLinks = { base: '../spec' };

/**
 * The HTML report: one self-contained page (inline CSS and script, no URL loaded). First the verdict and why, then
 * the failures (each with its why, given / when / expected / observed side by side, the diff and the `explain`
 * command), then every result by chapter (the not-applicable ones folded), the per-rule view, the rule coverage
 * by chapter and the coverage by Core Rules number. Rule chips link to the clause in the spec. Every text is escaped. With the rules index, rules no fixture
 * ran show as uncovered and the per-rule view gives each clause.
 */
export function renderHtml(report: Report, rules?: RulesIndex, links: SpecLinks = DEFAULT_LINKS): string {
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
        ${headerSection(report)} ${failuresSection(report, links)} ${fixtureErrorsSection(report)}
        ${staleSection(report)} ${controlsSection(report, coverage)} ${resultsSection(report)}
        ${rulesSection(report, coverage, links, rules)} ${coverageSection(coverage)}
        ${coreRulesSection(projectCoreRulesCoverage(resultCitations(report)))}
        <script>
          ${raw(SCRIPT)};
        </script>
      </body>
    </html> `;
  return page.text;
}

/** The spec folder of the package, relative to the output folder (forward slashes, as a URL wants them). */
export function specLinksFrom(folder: string): SpecLinks {
  return { base: relative(folder, packagePath('spec')).split(sep).join('/') };
}

/** Writes report.html at the end of a run, with the coverage of every rule of spec/rules.json. */
const createHtmlReporter: ReporterFactory = (context) => ({
  async onRunEnd({ report }) {
    const links = specLinksFrom(resolve(context.cwd, context.outDir));
    await writeReportFile(context, HTML_FILE, renderHtml(report, rulesIndex(), links));
  },
});

export default createHtmlReporter;
