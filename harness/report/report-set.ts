import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import writeFileAtomic from 'write-file-atomic';
import { kindOf } from '../load/regular-file.js';
import { UsageError } from '../messages/usage-error.js';
import { holdSignals, type Held } from './hold-signals.js';
import { MANIFEST_FILE, readManifest, type FolderNote, type Manifest, type PreviousSet } from './manifest.js';
import { assertReplaceable, stageFiles } from './place-file.js';

export { MANIFEST_FILE } from './manifest.js';

/** The lock an output folder holds while a set is put in place (a folder: creating one is atomic). */
export const LOCK_DIR = '.riftbound-conformance.lock';

/** The prefix of the folder a set is written into before it is put in place. */
export const STAGING_PREFIX = '.riftbound-conformance.staging-';

/** How long a writer waits for another's lock, and when a lock whose owner cannot be checked counts as abandoned. */
const LOCK_WAIT_MS = 30_000;
const LOCK_STALE_MS = 120_000;

/**
 * The names of `names` present in the folder that the previous set's manifest does not list: a file of the user's
 * (their own summary.md), which a run must not replace silently.
 */
export function foreignFiles(folder: string, names: readonly string[], previous: PreviousSet): string[] {
  return names.filter((name) => !previous.files.includes(name) && existsSync(join(folder, name)));
}

/** A foreign file blocks the set: the run says which and what to do, and writes nothing into the folder. */
export function refuseForeignFiles(option: string, out: string, files: readonly string[]): void {
  if (files.length > 0)
    throw new UsageError('usage/bad-path', { option, path: out, problem: 'foreign-files', detail: files.join(', ') });
}

function manifestOf(files: readonly string[]): string {
  const manifest: Manifest = { manifestVersion: 1, writtenAt: new Date().toISOString(), files };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Removes a file of the previous set: a regular file or a link (never followed); anything else is left, with a note. */
function removeListed(folder: string, name: string): FolderNote | undefined {
  const path = join(folder, name);
  try {
    const kind = kindOf(lstatSync(path));
    if (kind !== 'file' && kind !== 'symbolic link') return { note: 'file-left', detail: `${name} (a ${kind})` };
    rmSync(path, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') return { note: 'file-left', detail: `${name} (${code ?? 'error'})` };
  }
  return undefined;
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
  const deadline = Date.now() + LOCK_WAIT_MS;
  clearPreparedLocks(folder);
  // A fresh folder each try (mkdtemp): a link planted under a predictable name can never receive the pid file.
  let prepared = '';
  try {
    for (;;) {
      prepared = mkdtempSync(join(folder, `${LOCK_PREPARE_PREFIX}${process.pid}-${prepareCount}-`));
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
      rmSync(prepared, { recursive: true, force: true });
    }
  } finally {
    if (prepared !== '') rmSync(prepared, { recursive: true, force: true });
  }
}

/**
 * The report files of one run, written as a set: the files are staged in memory, then `commit` writes them into a
 * fresh folder inside the output folder, takes the folder's lock, and puts them in place with SIGINT, SIGTERM and
 * SIGHUP held: a manifest listing the old set and the new first, then each file renamed into place (a rename
 * replaces a link, never writes through it), the files of the previous set that this one does not hold removed (only
 * report-set files its manifest lists), and the manifest of the new set. A file of the set's name that the previous
 * manifest does not list is the user's: the commit refuses before anything is written. Two runs into one folder
 * commit one after the other, so the folder holds one set or the other, never a mix.
 */
export class ReportSet {
  private readonly files = new Map<string, string>();
  readonly folder: string;

  /** `onNote` hears what was ignored or left in the folder (a tampered manifest); the console prints it. */
  constructor(
    outDir: string,
    cwd: string,
    private readonly onNote: (note: FolderNote) => void = () => undefined,
  ) {
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
      const previous = readManifest(this.folder);
      previous.notes.forEach(this.onNote);
      refuseForeignFiles('--out', this.folder, foreignFiles(this.folder, this.names(), previous));
      for (const name of [...this.names(), MANIFEST_FILE]) assertReplaceable(this.folder, name);
      const both = [...new Set([...previous.files, ...this.names()])];
      const staged = new Map([
        ...this.files,
        [MANIFEST_FILE, manifestOf(this.names())],
        [`${MANIFEST_FILE}.both`, manifestOf(both)],
      ]);
      const staging = await stageFiles(this.folder, STAGING_PREFIX, staged);
      try {
        return await holdSignals(() => Promise.resolve(this.putInPlace(staging, previous)));
      } finally {
        rmSync(staging, { recursive: true, force: true });
      }
    } finally {
      release();
    }
  }

  /** The renames and removals, in an order where the manifest in place always lists every file of ours. */
  private putInPlace(staging: string, previous: PreviousSet): string {
    const manifest = join(this.folder, MANIFEST_FILE);
    renameSync(join(staging, `${MANIFEST_FILE}.both`), manifest);
    for (const name of this.files.keys()) renameSync(join(staging, name), join(this.folder, name));
    for (const name of previous.files) {
      const note = this.files.has(name) ? undefined : removeListed(this.folder, name);
      if (note) this.onNote(note);
    }
    renameSync(join(staging, MANIFEST_FILE), manifest);
    return this.folder;
  }
}
