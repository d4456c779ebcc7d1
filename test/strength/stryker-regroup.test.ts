/** Carrying explanations over moved code (scripts/mutation/regroup.ts): the key of a mutant and the groups rebuilt. */
import { describe, expect, it } from 'vitest';
import { groupsOf, mutantKey } from '../../scripts/mutation/groups.js';

const at = (line: number, mutator: string, note: string, file = 'engine/a.ts') => ({
  file,
  line,
  mutator,
  replacement: '{}',
  note,
});

describe('regrouping the explanations of surviving mutants', () => {
  it('keys a mutant by file, mutator, replacement and the text of its line, not by its line number', () => {
    const mutant = { file: 'engine/a.ts', line: 10, mutator: 'ObjectLiteral', replacement: '{}' };
    expect(mutantKey(mutant, '  return x;')).toBe(mutantKey({ ...mutant, line: 30 }, 'return x;  '));
    expect(mutantKey(mutant, 'return x;')).not.toBe(mutantKey(mutant, 'return y;'));
    expect(mutantKey(mutant, 'return x;')).not.toBe(mutantKey({ ...mutant, mutator: 'BlockStatement' }, 'return x;'));
  });

  it('joins consecutive lines of one note, splits at a gap or another note, and names mutators on a shared line', () => {
    expect(
      groupsOf([
        at(3, 'A', 'prose'),
        at(4, 'B', 'prose'),
        at(6, 'A', 'prose'),
        at(7, 'A', 'defensive'),
        at(7, 'B', 'trace'),
        at(8, 'A', 'defensive'),
        at(1, 'A', 'prose', 'engine/b.ts'),
      ]),
    ).toEqual([
      { file: 'engine/a.ts', lines: [3, 4], note: 'prose' },
      { file: 'engine/a.ts', lines: [6, 6], note: 'prose' },
      { file: 'engine/a.ts', lines: [7, 7], mutators: ['A'], note: 'defensive' },
      { file: 'engine/a.ts', lines: [7, 7], mutators: ['B'], note: 'trace' },
      { file: 'engine/a.ts', lines: [8, 8], note: 'defensive' },
      { file: 'engine/b.ts', lines: [1, 1], note: 'prose' },
    ]);
  });
});
