/**
 * The record of the last mutation run (npm run mutation): every mutant of the engine left alive has an explanation,
 * every explanation still explains something, and mutants/README.md shows the record as generated.
 */
import { readFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { describe, expect, test } from 'vitest';
import {
  BEGIN,
  END,
  explain,
  renderReadmeBlock,
  unusedGroups,
  type Explanations,
  type SurvivorsFile,
} from '../../scripts/mutation/report.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const recorded = JSON.parse(read('mutants/stryker-survivors.json')) as SurvivorsFile;
const explanations = JSON.parse(read('mutants/stryker-explanations.json')) as Explanations;

describe('the recorded survivors of the mutation run', () => {
  test('every one has a note that exists, of a known kind, with a reason', () => {
    for (const s of recorded.survivors) {
      const where = `${s.file}:${s.line}:${s.column} ${s.mutator}`;
      expect(s.note, where).not.toBeNull();
      const note = explanations.notes[s.note ?? ''];
      expect(note, where).toBeDefined();
      // Every survivor is explained: none is left open.
      expect(['equivalent', 'unreachable', 'convention'], where).toContain(note?.kind);
      expect(note?.text.trim().length, where).toBeGreaterThan(20);
    }
  });

  test('each note recorded is the one the explanations give today', () => {
    for (const s of recorded.survivors)
      expect(explain(explanations, s.file, s.line, s.mutator), `${s.file}:${s.line}`).toBe(s.note);
  });

  test('every explanation still explains a survivor, and every note is used', () => {
    expect(unusedGroups(explanations, recorded.survivors)).toEqual([]);
    const used = new Set(explanations.groups.map((g) => g.note));
    expect(Object.keys(explanations.notes).filter((key) => !used.has(key))).toEqual([]);
  });

  test('the scores add up', () => {
    const all = recorded.scores.find((s) => s.directory === 'all');
    const folders = recorded.scores.filter((s) => s.directory !== 'all');
    expect(all?.mutants).toBe(folders.reduce((sum, s) => sum + s.mutants, 0));
    const alive = (s: { survived: number; noCoverage: number }) => s.survived + s.noCoverage;
    expect(recorded.survivors.length).toBe(alive(all ?? { survived: -1, noCoverage: 0 }));
  });

  test('mutants/README.md shows the record as npm run mutation renders it', async () => {
    const readme = read('mutants/README.md');
    const block = readme.slice(readme.indexOf(BEGIN) + BEGIN.length, readme.indexOf(END)).trim();
    const options = { ...(await resolveConfig('mutants/README.md')), parser: 'markdown' as const };
    const rendered = (await format(renderReadmeBlock(recorded, explanations), options)).trim();
    expect(block).toBe(rendered);
  });
});
