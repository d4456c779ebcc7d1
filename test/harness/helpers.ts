/** Shared helpers of the harness tests: the test corpus, temporary corpora built from it, recorded observations. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Fixture } from '../../schemas/types/generated.js';
import { loadCorpus, type Corpus, type LoadedFixture } from '../../harness/load/corpus.js';

/** The folder of the small valid test corpus. */
export const CORPUS_DIR = fileURLToPath(new URL('./fixtures/corpus', import.meta.url));

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** IDs of the test corpus fixtures. */
export const BASE_ID = 'cost-test-rearguard-base-cost';
export const REJECTED_ID = 'pay-test-energy-shortfall-rejected';

/** A fresh copy of a test corpus fixture. */
export function readTestFixture(id: string): Fixture {
  const chapter = id.split('-', 1)[0] ?? '';
  return JSON.parse(readFileSync(join(CORPUS_DIR, chapter, `${id}.json`), 'utf8')) as Fixture;
}

/** The test corpus, loaded. */
export function testCorpus(): Corpus {
  return loadCorpus({ fixtures: CORPUS_DIR, cwd: ROOT });
}

/** One fixture of the test corpus, loaded. */
export function loadedFixture(id: string): LoadedFixture {
  const found = testCorpus().fixtures.find((loaded) => loaded.fixture.id === id);
  if (!found) throw new Error(`test fixture ${id} is not valid`);
  return found;
}

/** A temporary folder, removed by the returned function. */
export function tempDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'rb-harness-'));
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes files (path relative to `dir` → text or JSON value) into a folder. */
export function writeFiles(dir: string, files: Readonly<Record<string, unknown>>): void {
  for (const [path, content] of Object.entries(files)) {
    const target = join(dir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
}
