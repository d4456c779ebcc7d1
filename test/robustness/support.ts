/** A scratch corpus for the robustness properties: one file at a time, loaded through the real loader. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Finding } from '../../harness/messages/findings.js';
import { FINDING_CODES } from '../../harness/load/lists.js';
import { loadCorpus, type Corpus } from '../../harness/load/corpus.js';
import { packagePath } from '../../harness/load/paths.js';

/** The package's card catalogue file. */
export const CATALOGUE = packagePath('fixtures', 'cards', 'catalogue.json');

/** A folder that holds one fixture file at a time. */
export class ScratchCorpus {
  readonly dir = mkdtempSync(join(tmpdir(), 'rb-robust-'));
  /** The files the last load wrote: removed before the next one (their folders stay, empty, which no load reads). */
  private written: string[] = [];

  /** Replaces the folder's content with one file, and loads it as a corpus with the package catalogue. */
  load(relative: string, content: string | Uint8Array, limits: { maxFixtureBytes?: number } = {}): Corpus {
    return this.loadFiles({ [relative]: content }, CATALOGUE, limits);
  }

  /** Replaces the folder's content with these files (relative path to content), and loads it as a corpus. */
  loadFiles(
    files: Readonly<Record<string, string | Uint8Array>>,
    cards: string,
    limits: { maxFixtureBytes?: number } = {},
  ): Corpus {
    for (const path of this.written) rmSync(path, { force: true });
    this.written = Object.keys(files).map((relative) => join(this.dir, relative));
    for (const [relative, content] of Object.entries(files)) {
      mkdirSync(join(this.dir, relative, '..'), { recursive: true });
      writeFileSync(join(this.dir, relative), content);
    }
    return loadCorpus({ fixtures: this.dir, cards, cwd: this.dir, ...limits });
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Whether every finding has a code of the closed list and names the file it is about. */
export function allCoded(findings: readonly Finding[]): boolean {
  return findings.every((finding) => FINDING_CODES.includes(finding.code) && typeof finding.file === 'string');
}
