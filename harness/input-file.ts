import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError } from './usage-error.js';

/** The problem of a file that cannot be read, by its error code. */
const PROBLEMS: Readonly<Record<string, string>> = {
  ENOENT: 'not-found',
  ENOTDIR: 'not-found',
  EISDIR: 'folder',
  EACCES: 'not-readable',
  EPERM: 'not-readable',
};

/**
 * Reads a file a person named (`option` says how: `--baseline`, `--report`, `the report`), relative to `cwd`. A file
 * that is missing, a folder or unreadable is a usage error saying so, never a complaint about its content.
 */
export function readInputFile(option: string, path: string, cwd: string): string {
  try {
    return readFileSync(resolve(cwd, path), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
    const detail = error instanceof Error ? error.message : String(error);
    throw new UsageError('usage/bad-path', { option, path, problem: PROBLEMS[code] ?? 'not-readable', detail });
  }
}
