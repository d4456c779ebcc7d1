import type { Finding } from '../messages/findings.js';
import { jsonText } from '../text/json-text.js';
import { renderFinding, renderLocation, TRUNCATED_NOTE } from '../messages/index.js';
import type { Colors } from './colors.js';
import { terminalLine, terminalText } from './escape-terminal.js';

function indent(text: string, by: string): string {
  return text
    .split('\n')
    .map((line) => `${by}${line}`)
    .join('\n');
}

function json(value: unknown): string {
  return value === undefined ? 'nothing' : terminalLine(jsonText(value));
}

/** What the two sides of a divergence are: the state before and after a rejected step, else expected and observed. */
export function sideLabels(code: Finding['code']): readonly [string, string] {
  return code === 'verdict/not-rolled-back' ? ['before  ', 'after   '] : ['expected', 'observed'];
}

function colourDiff(diff: string, c: Colors): string {
  return terminalText(diff)
    .split('\n')
    .map((line) =>
      line.startsWith('+')
        ? c.green(line)
        : line.startsWith('-')
          ? c.red(line)
          : line.startsWith('@@')
            ? c.cyan(line)
            : line,
    )
    .join('\n');
}

/**
 * A finding for people: location, code, message, and for a divergence both sides and the diff. Everything in it that
 * can come from outside (file, pointer, message, values) is escaped for the terminal, the message's lines indented.
 */
export function formatFinding(finding: Finding, c: Colors): string {
  const location = terminalLine(renderLocation(finding));
  const lines = [`${c.bold(location)} ${c.dim(finding.code)}`, `  ${terminalText(renderFinding(finding), '  ')}`];
  if (finding.expected !== undefined || finding.observed !== undefined) {
    const [left, right] = sideLabels(finding.code);
    lines.push(`  ${c.green(left)} ${json(finding.expected)}`, `  ${c.red(right)} ${json(finding.observed)}`);
  }
  if (finding.diff !== undefined && finding.diff !== '') lines.push(indent(colourDiff(finding.diff, c), '    '));
  if (finding.truncated === true) lines.push(`  ${c.dim(TRUNCATED_NOTE)}`);
  return lines.join('\n');
}

/** Findings grouped under their file, each group in order. */
export function formatFindings(findings: readonly Finding[], c: Colors): string {
  return findings.map((finding) => formatFinding(finding, c)).join('\n\n');
}
