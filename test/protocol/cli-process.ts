/** The CLI as a real process, from the sources, and what the tests that signal it look at. */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { afterAll } from 'vitest';
import { ROOT, tempDir } from './cli-helpers.js';

/** The CLI from the sources, as node arguments. */
export const CLI = ['--import', 'tsx', 'harness/cli/bin.ts'];
/** How the CLI process ended, and what it wrote. */
export interface Ended {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Starts the CLI from the sources; `ended` resolves once it has exited. */
export function startCli(args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, [...CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<Ended>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      resolve({ code, stdout, stderr });
    });
  });
  return { child, ended };
}

/** The processes of `pids` still running (a zombie counts as gone). */
export function alive(pids: readonly number[]): number[] {
  return pids.filter((pid) => {
    try {
      process.kill(pid, 0);
      const state = execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).trim();
      return !state.startsWith('Z');
    } catch {
      return false;
    }
  });
}

/** The text of `path` once it is written whole (ends with a newline), polled up to `ms`. */
export async function waitFor(path: string, ms: number): Promise<string> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (existsSync(path) && readFileSync(path, 'utf8').endsWith('\n')) return readFileSync(path, 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never appeared`);
}

/**
 * A temporary folder for a test file's CLI processes, and the list of pids they may leave behind: after the file's
 * tests the folder is removed and every pid still listed is killed.
 */
export function processWork(): { readonly dir: string; readonly leftBehind: number[] } {
  const work = tempDir();
  const leftBehind: number[] = [];
  afterAll(() => {
    work.remove();
    for (const pid of leftBehind) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
  return { dir: work.dir, leftBehind };
}
