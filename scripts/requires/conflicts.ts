/** Git conflict markers in a text: the text as each side of the merge left it. */

/** The two sides of a conflicted text, or a problem with its markers (1-based line). */
export type Sides =
  | { readonly kind: 'clean' }
  | { readonly kind: 'conflicted'; readonly ours: string; readonly theirs: string; readonly lines: readonly number[] }
  | { readonly kind: 'malformed'; readonly line: number; readonly problem: string };

const MARKER = /^(<{7}|\|{7}|={7}|>{7})(?:[ \r\n]|$)/;

type Part = 'both' | 'ours' | 'base' | 'theirs';

/** Where each marker may appear, and which part of the hunk it starts. */
const NEXT: Readonly<Record<string, { readonly from: readonly Part[]; readonly to: Part }>> = {
  '<<<<<<<': { from: ['both'], to: 'ours' },
  '|||||||': { from: ['ours'], to: 'base' },
  '=======': { from: ['ours', 'base'], to: 'theirs' },
  '>>>>>>>': { from: ['theirs'], to: 'both' },
};

/**
 * Splits a text with git conflict markers (merge or diff3 style) into our side and their side; the common ancestor
 * of a diff3 hunk is dropped. A marker out of order, or a hunk left open, is malformed.
 */
export function conflictSides(text: string): Sides {
  const lines = text.split(/(?<=\n)/);
  let part: Part = 'both';
  let ours = '';
  let theirs = '';
  const starts: number[] = [];
  for (const [i, line] of lines.entries()) {
    const marker = MARKER.exec(line)?.[1];
    if (marker !== undefined) {
      const step = NEXT[marker];
      if (step === undefined || !step.from.includes(part))
        return { kind: 'malformed', line: i + 1, problem: `${marker} where a conflict hunk cannot have it` };
      if (step.to === 'ours') starts.push(i + 1);
      part = step.to;
      continue;
    }
    if (part === 'both' || part === 'ours') ours += line;
    if (part === 'both' || part === 'theirs') theirs += line;
  }
  if (part !== 'both')
    return { kind: 'malformed', line: starts.at(-1) ?? lines.length, problem: 'a conflict hunk is never closed' };
  return starts.length === 0 ? { kind: 'clean' } : { kind: 'conflicted', ours, theirs, lines: starts };
}
