/** The corpus fixture the tests of scripts/fix-requires.ts rewrite, and the edits they make to its text. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ROOT } from '../protocol/cli-helpers.js';

/** A fixture of the corpus that requires two capabilities, written on one line by Prettier. */
export const FILE = join(ROOT, 'fixtures/pay/pay-energy-cannot-pay-power.json');
export const TEXT = readFileSync(FILE, 'utf8');
export const REQUIRES = '"requires": ["payment.scripted-spend", "report.rejection-codes"],';

export function withRequires(line: string): string {
  expect(TEXT).toContain(REQUIRES);
  return TEXT.replace(REQUIRES, line);
}

/** The fixture with the whole line holding `text` (indentation and newline included) replaced by `lines`. */
export function withLines(text: string, lines: string): string {
  const line = TEXT.split('\n').find((candidate) => candidate.includes(text)) ?? '';
  expect(line).not.toBe('');
  return TEXT.replace(`${line}\n`, lines);
}
