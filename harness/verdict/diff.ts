import { createTwoFilesPatch } from 'diff';
import { jsonText } from '../text/json-text.js';

function pretty(value: unknown): string {
  return `${jsonText(value, 2)}\n`;
}

/** A unified diff of expected against observed, both as pretty JSON. */
export function unifiedDiff(expected: unknown, observed: unknown): string {
  return textDiff(pretty(expected), pretty(observed));
}

/** A unified diff of two texts, labelled expected and observed. */
export function textDiff(expected: string, observed: string): string {
  const patch = createTwoFilesPatch('expected', 'observed', expected, observed, undefined, undefined, {
    context: 3,
  });
  return patch
    .split('\n')
    .filter((line) => !line.startsWith('Index:') && !/^=+$/.test(line))
    .join('\n')
    .trimEnd();
}

/** Whether a value prints on several lines as pretty JSON (an object or array that is not empty). */
function spansLines(value: unknown): boolean {
  return value !== null && typeof value === 'object' && Object.keys(value).length > 0;
}

/** The unified diff of a divergence, only when one side spans several lines: two scalars read well on their own. */
export function divergenceDiff(expected: unknown, observed: unknown): string | undefined {
  return spansLines(expected) || spansLines(observed) ? unifiedDiff(expected, observed) : undefined;
}
