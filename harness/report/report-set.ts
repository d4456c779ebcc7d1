import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import writeFileAtomic from 'write-file-atomic';
import { UsageError } from '../usage-error.js';
import { holdSignals, type Held } from './hold-signals.js';

/** The manifest of the report set in an output folder: the files the harness wrote there, and nothing else. */
export const MANIFEST_FILE = '.riftbound-conformance.json';

/** The lock an output folder holds while a set is put in place (a folder: creating one is atomic). */
export const LOCK_DIR = '.riftbound-conformance.lock';

/** The prefix of the folder a set is written into before it is put in place. */
export const STAGING_PREFIX = '.riftbound-conformance.staging-';

/** How long a writer waits for another's lock, and when a lock whose owner cannot be checked counts as abandoned. */
const LOCK_WAIT_MS = 30_000;
const LOCK_STALE_MS = 120_000;

interface Manifest {
  readonly manifestVersion: 1;
  readonly writtenAt: string;
  readonly files: readonly string[];
}

/** The files of the previous set, from its manifest; none when there is no manifest or it cannot be read. */
function previousFiles(folder: string): string[] {
  try {
    const manifest = JSON.parse(readFileSync(join(folder, MANIFEST_FILE), 'utf8')) as Partial<Manifest>;
    // Only plain file names: a manifest can never make the harness remove anything outside the folder.
    return (manifest.files ?? []).filter((name) => typeof name === 'string' && /^[\w.-]+$/.test(name));
  } catch {
    return [];
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a lock was left by a writer that is gone: its process is dead, or it is older than any commit takes. */
function abandoned(lock: string): boolean {
  try {
    const pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    if (Number.isSafeInteger(pid) && pid > 0 && !isAlive(pid)) return true;
    return Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS;
  } catch {
    // A lock without a readable pid file (left by an older version) is abandoned once it is old.
    try {
      return Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS;
    } catch {
      return true;
    }
  }
}

/** The prefix of the folder a lock is prepared in before it is put in place, followed by `<pid>-<n>`. */
const LOCK_PREPARE_PREFIX = `${LOCK_DIR}-new-`;
let prepareCount = 0;

/** Removes the lock folders prepared by writers that died before putting them in place. */
function clearPreparedLocks(folder: string): void {
  for (const entry of readdirSync(folder)) {
    if (!entry.startsWith(LOCK_PREPARE_PREFIX)) continue;
    const pid = Number(entry.slice(LOCK_PREPARE_PREFIX.length).split('-')[0]);
    if (pid !== process.pid && !(Number.isSafeInteger(pid) && pid > 0 && isAlive(pid)))
      rmSync(join(folder, entry), { recursive: true, force: true });
  }
}

/**
 * Takes the folder's lock, waiting for another writer's commit; returns its release. The lock is prepared with its
 * pid file in a folder of its own, then renamed into place: a lock in place always names its owner, even when the
 * owner was killed while taking it.
 */
async function lock(folder: string): Promise<() => void> {
  const path = join(folder, LOCK_DIR);
  prepareCount += 1;
  const prepared = join(folder, `${LOCK_PREPARE_PREFIX}${process.pid}-${prepareCount}`);
  const deadline = Date.now() + LOCK_WAIT_MS;
  clearPreparedLocks(folder);
  try {
    for (;;) {
      mkdirSync(prepared, { recursive: true });
      writeFileAtomic.sync(join(prepared, 'pid'), String(process.pid));
      try {
        renameSync(prepared, path);
        return () => {
          rmSync(path, { recursive: true, force: true });
        };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EEXIST' && code !== 'ENOTEMPTY' && code !== 'ENOTDIR') throw error;
      }
      if (abandoned(path)) rmSync(path, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new UsageError('usage/out-locked', { folder, lock: path });
      else await delay(25);
    }
  } finally {
    rmSync(prepared, { recursive: true, force: true });
  }
}

/**
 * The report files of one run, written as a set: the files are staged in memory, then `commit` writes them into a
 * fresh folder inside the output folder, takes the folder's lock, renames each into place with SIGINT, SIGTERM and
 * SIGHUP held, removes the files of the previous set that this one does not hold (only those its manifest lists:
 * a file the harness did not write is never touched), and writes the new manifest. Two runs into one folder commit
 * one after the other, so the folder holds one set or the other, never a mix.
 */
export class ReportSet {
  private readonly files = new Map<string, string>();
  readonly folder: string;

  constructor(outDir: string, cwd: string) {
    this.folder = resolve(cwd, outDir);
  }

  /** Stages a file of the set (a plain name inside the output folder); returns the path it will have. */
  add(name: string, content: string): string {
    this.files.set(name, content);
    return join(this.folder, name);
  }

  /** The names staged so far. */
  names(): string[] {
    return [...this.files.keys()];
  }

  /** Puts the set in place; returns the signal that arrived while it did, if one did (the caller acts on it). */
  async commit(): Promise<Held<string>> {
    mkdirSync(this.folder, { recursive: true });
    const release = await lock(this.folder);
    try {
      for (const entry of readdirSync(this.folder))
        if (entry.startsWith(STAGING_PREFIX)) rmSync(join(this.folder, entry), { recursive: true, force: true });
      const staging = mkdtempSync(join(this.folder, STAGING_PREFIX));
      try {
        for (const [name, content] of this.files) await writeFileAtomic(join(staging, name), content);
        const manifest: Manifest = { manifestVersion: 1, writtenAt: new Date().toISOString(), files: this.names() };
        return await holdSignals(async () => {
          for (const name of this.files.keys()) renameSync(join(staging, name), join(this.folder, name));
          for (const name of previousFiles(this.folder))
            if (!this.files.has(name)) rmSync(join(this.folder, name), { force: true });
          await writeFileAtomic(join(this.folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
          return this.folder;
        });
      } finally {
        rmSync(staging, { recursive: true, force: true });
      }
    } finally {
      release();
    }
  }
}
