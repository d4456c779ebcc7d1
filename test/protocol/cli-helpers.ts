/** Helpers of the protocol tests: the CLI in process, temporary folders, the package corpus. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Report } from '../../schemas/types/generated.js';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import { loadCorpus } from '../../harness/load/corpus.js';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The reference engine as a protocol v1 server, from the sources (no build needed). */
export const SERVE = 'node --import tsx harness/cli/bin.ts serve';

/** Runs the CLI in process from the repository root; returns the exit code and what it wrote. */
export async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = bufferedIo();
  const code = await main(argv, io, ROOT);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

/** A temporary folder and its removal. */
export function tempDir(): { readonly dir: string; readonly remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'rb-protocol-'));
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Reads a report.json. */
export function readReport(dir: string): Report {
  return JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as Report;
}

/** The IDs of the package corpus's fixtures of a chapter, in file order. */
export function chapterIds(chapter: string): string[] {
  const corpus = loadCorpus({ cwd: ROOT });
  return corpus.fixtures.filter((loaded) => loaded.chapter === chapter).map((loaded) => loaded.fixture.id);
}

/** Each fixture's status, by ID. */
export function statuses(report: Report): Record<string, string> {
  return Object.fromEntries(report.results.map((result) => [result.id, result.status]));
}

/**
 * An in-process adapter module written into `dir`: the reference engine, whose run does `body` first (`runs` counts
 * its calls); `head` goes above it (an import).
 */
export function engineAdapterModule(dir: string, name: string, body: string, head = ''): string {
  const path = join(dir, `${name}.mjs`);
  const engine = JSON.stringify(join(ROOT, 'engine', 'adapter.ts'));
  const run = `run(scenario) { runs += 1; ${body}; return reference.run(scenario); }`;
  writeFileSync(
    path,
    `${head}import reference from ${engine};\nlet runs = 0;\nexport default { describe: () => reference.describe(), ${run} };\n`,
  );
  return path;
}
