import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../schemas/types/generated.js';
import { capText } from '../../harness/text/cap-text.js';
import { colors } from '../../harness/format/colors.js';
import { mdBlock, mdCode, mdText } from '../../harness/format/escape-markdown.js';
import { terminalLine, terminalOutput, terminalText } from '../../harness/format/escape-terminal.js';
import { xmlAttr, xmlText } from '../../harness/format/escape-xml.js';
import { MAX_SUMMARY_BYTES, renderMarkdown } from '../../harness/reporters/markdown.js';
import { sampleReport, sampleResults } from '../reports/sample-report.js';
import { PAYLOAD, rawControls } from './payload.js';
import { countTags, renderMarkdownHtml } from './render-markdown.js';

describe('terminal', () => {
  it('keeps the harness colours, and nothing else an outside string holds', () => {
    const c = colors(true);
    const line = `${c.green('run passed')} ${terminalLine(PAYLOAD)}`;
    const shown = terminalOutput(line, true);
    expect(shown.startsWith(c.green('run passed'))).toBe(true);
    expect(rawControls(shown.slice(c.green('run passed').length))).toEqual([]);
    expect(terminalOutput(c.green('x'), false)).toBe('\\u001b[32mx\\u001b[39m');
  });

  it('lets a progress line rewrite itself, and no CR anywhere else', () => {
    expect(terminalOutput('\rtried 10\u001b[K', false)).toBe('\rtried 10\u001b[K');
    expect(terminalOutput('a\rb\u001b[2J', true)).toBe('a\\u000db\\u001b[2J');
  });

  it('indents every line of multi-line outside text, so none can pass for the verdict line', () => {
    expect(terminalText('one\nrun passed\r\n', '  ')).toBe('one\n  run passed\n  ');
    expect(terminalLine('a\nb\tc')).toBe('a\\u000ab\\u0009c');
  });
});

describe('XML', () => {
  it('escapes markup, keeps no character XML 1.0 cannot hold, and keeps line breaks in attributes', () => {
    expect(xmlText(']]>]]><x/>\u0001\ud800')).toBe(']]&gt;]]&gt;&lt;x/&gt;\\u0001\\ud800');
    expect(xmlAttr('a"b\nc')).toBe('a&quot;b&#10;c');
  });
});

describe('Markdown', () => {
  it('renders text, code spans and blocks as text, whatever they hold', () => {
    const page = [
      `- ${mdText(PAYLOAD)}`,
      '',
      `Rerun: ${mdCode(PAYLOAD)}`,
      '',
      mdBlock(`${PAYLOAD}\n\`\`\`\`\n`, 'diff'),
      '',
      'after',
    ].join('\n');
    const html = renderMarkdownHtml(page);
    for (const tag of ['h1', 'h2', 'img', 'details', 'script', 'svg', 'evil', 'table'])
      expect(countTags(html, tag), tag).toBe(0);
    expect(countTags(html, 'pre')).toBe(1);
    expect(html.trimEnd().endsWith('<p>after</p>')).toBe(true);
    expect(rawControls(html)).toEqual([]);
  });

  it('guards what would start a block at the start of a line', () => {
    for (const text of ['- item', '+ item', '> quote', '=== ', '1. item', '12) item', '    code', '# heading'])
      expect(renderMarkdownHtml(mdText(text)).trim()).toMatch(/^<p>[^<]*<\/p>$/);
  });
});

describe('summary.md under its 1 MiB', () => {
  it('trims the fixture-error list too, and says how many it left out', () => {
    const big = 'k'.repeat(40_000);
    const fixtureErrors: Diagnostic[] = Array.from({ length: 200 }, (_, i) => ({
      code: 'fixture/schema',
      message: `${i} ${big}`,
      file: `cost/cost-${i}.json`,
    }));
    const base = sampleReport(sampleResults());
    const report = {
      ...base,
      summary: {
        ...base.summary,
        problems: [{ kind: 'fixture-errors' as const, count: 200, message: '200 fixture errors' }],
      },
      fixtureErrors,
    };
    const text = renderMarkdown(report);
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_SUMMARY_BYTES);
    expect(text).toMatch(/… and \d+ more: run `riftbound-conformance validate`/);
  });

  it('says how much of a long string it cut', () => {
    expect(capText('x'.repeat(5_000_000), 2000)).toBe(`${'x'.repeat(2000)}… 4,998,000 more characters`);
    expect(capText('a\ud83d\ude00b', 2)).toBe('a… 3 more characters');
  });
});
