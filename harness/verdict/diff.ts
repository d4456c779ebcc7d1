import { createTwoFilesPatch } from 'diff';
import { jsonText } from '../json-text.js';

function pretty(value: unknown): string {
  return `${jsonText(value, 2)}\n`;
}

/** A unified diff of expected against observed, both as pretty JSON. */
export function unifiedDiff(expected: unknown, observed: unknown): string {
  const patch = createTwoFilesPatch('expected', 'observed', pretty(expected), pretty(observed), undefined, undefined, {
    context: 3,
  });
  return patch
    .split('\n')
    .filter((line) => !line.startsWith('Index:') && !/^=+$/.test(line))
    .join('\n')
    .trimEnd();
}
