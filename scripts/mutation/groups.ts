/** Explanation groups of surviving mutants rebuilt from a note per mutant (scripts/mutation/regroup.ts). */
import type { Explanation } from './report.js';

export interface Located {
  readonly file: string;
  readonly line: number;
  readonly mutator: string;
  readonly replacement: string;
}

/** What identifies a mutant across edits that move it: its file, mutator, replacement and the text of its line. */
export function mutantKey(mutant: Located, lineText: string): string {
  return [mutant.file, mutant.mutator, mutant.replacement, lineText.trim()].join('\u0000');
}

/**
 * The groups explaining the given notes per mutant: per file and note, one group for each run of consecutive lines
 * whose survivors all have that note; on a line whose survivors have several notes, one group per note naming its
 * mutators.
 */
export function groupsOf(noted: readonly (Located & { readonly note: string })[]): Explanation[] {
  const byLine = new Map<string, (Located & { readonly note: string })[]>();
  for (const mutant of noted) {
    const key = `${mutant.file}:${mutant.line}`;
    byLine.set(key, [...(byLine.get(key) ?? []), mutant]);
  }
  const lines = [...byLine.values()].sort(
    (a, b) => (a[0]?.file ?? '').localeCompare(b[0]?.file ?? '') || (a[0]?.line ?? 0) - (b[0]?.line ?? 0),
  );
  const groups: Explanation[] = [];
  for (const mutants of lines) {
    const [first] = mutants;
    if (first === undefined) continue;
    const notes = [...new Set(mutants.map((mutant) => mutant.note))];
    if (notes.length > 1) {
      for (const note of notes) {
        const mutators = [...new Set(mutants.filter((mutant) => mutant.note === note).map((mutant) => mutant.mutator))];
        groups.push({ file: first.file, lines: [first.line, first.line], mutators: mutators.sort(), note });
      }
      continue;
    }
    const [note = ''] = notes;
    const last = groups.at(-1);
    if (
      last?.file === first.file &&
      last.note === note &&
      last.mutators === undefined &&
      last.lines[1] === first.line - 1
    )
      groups[groups.length - 1] = { ...last, lines: [last.lines[0], first.line] };
    else groups.push({ file: first.file, lines: [first.line, first.line], note });
  }
  return groups;
}
