import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';

/** What a path names, in the words messages use. */
export type FileKind =
  'file' | 'folder' | 'FIFO' | 'socket' | 'character device' | 'block device' | 'symbolic link' | 'special file';

/** Why a file was not read: nothing of it was read past its type and size. */
export interface FileRefusal {
  readonly ok: false;
  readonly problem: 'not-found' | 'folder' | 'not-a-file' | 'too-large' | 'not-readable';
  readonly kind?: FileKind;
  readonly size?: number;
  readonly maxBytes?: number;
  readonly detail?: string;
}

/** The bytes of a regular file, or why it was refused. */
export type FileReading = { readonly ok: true; readonly bytes: Buffer } | FileRefusal;

export interface ReadLimits {
  /** The most bytes read: a larger file is refused, never read whole. */
  readonly maxBytes: number;
  /** Whether a symbolic link is followed (default true); when false, a link is refused as not a regular file. */
  readonly follow?: boolean;
}

const CHUNK = 64 * 1024;

export function kindOf(stats: Stats): FileKind {
  if (stats.isFile()) return 'file';
  if (stats.isDirectory()) return 'folder';
  if (stats.isFIFO()) return 'FIFO';
  if (stats.isSocket()) return 'socket';
  if (stats.isCharacterDevice()) return 'character device';
  if (stats.isBlockDevice()) return 'block device';
  return stats.isSymbolicLink() ? 'symbolic link' : 'special file';
}

function refusedFor(error: unknown, follow: boolean): FileRefusal {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  const detail = error instanceof Error ? error.message : String(error);
  if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, problem: 'not-found', detail };
  if (code === 'EISDIR') return { ok: false, problem: 'folder', kind: 'folder', detail };
  if (code === 'ELOOP' && !follow) return { ok: false, problem: 'not-a-file', kind: 'symbolic link', detail };
  return { ok: false, problem: 'not-readable', detail };
}

/** A file that is not a regular one, or larger than the limit, is refused on its type and size alone. */
function refusedByStats(stats: Stats, maxBytes: number): FileRefusal | undefined {
  const kind = kindOf(stats);
  if (kind === 'folder') return { ok: false, problem: 'folder', kind };
  if (kind !== 'file') return { ok: false, problem: 'not-a-file', kind };
  return stats.size > maxBytes ? { ok: false, problem: 'too-large', size: stats.size, maxBytes } : undefined;
}

/**
 * Reads an open file to its end, or stops one byte past `maxBytes` (a file that grew while it was read). The buffer
 * starts at the size the file stated (plus the byte that tells it ended) and doubles when a file proves longer.
 */
function readToEnd(fd: number, maxBytes: number, statedSize: number): FileReading {
  let buffer = Buffer.allocUnsafe(Math.min(maxBytes + 1, statedSize > 0 ? statedSize + 1 : CHUNK));
  let total = 0;
  for (;;) {
    if (total === buffer.length) {
      const larger = Buffer.allocUnsafe(Math.min(maxBytes + 1, buffer.length * 2));
      buffer.copy(larger, 0, 0, total);
      buffer = larger;
    }
    const read = readSync(fd, buffer, total, buffer.length - total, null);
    if (read === 0) return { ok: true, bytes: buffer.subarray(0, total) };
    total += read;
    if (total > maxBytes) return { ok: false, problem: 'too-large', size: total, maxBytes };
  }
}

/**
 * Reads a file only when it is a regular file of at most `maxBytes`. The type and size are checked before it is
 * opened and again on the open file (opened non-blocking, so that a FIFO swapped in meanwhile cannot block), and the
 * read stops past the limit: a FIFO, a device such as /dev/zero, a socket or a huge file never hangs the harness or
 * fills its memory.
 */
export function readRegularFile(path: string, limits: ReadLimits): FileReading {
  const follow = limits.follow ?? true;
  try {
    const refused = refusedByStats(follow ? statSync(path) : lstatSync(path), limits.maxBytes);
    if (refused) return refused;
    const flags = constants.O_RDONLY | constants.O_NONBLOCK | (follow ? 0 : constants.O_NOFOLLOW);
    const fd = openSync(path, flags);
    try {
      const stats = fstatSync(fd);
      return refusedByStats(stats, limits.maxBytes) ?? readToEnd(fd, limits.maxBytes, stats.size);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    return refusedFor(error, follow);
  }
}

/** The facts of a refusal as finding or message data: the problem, and the kind, size, limit or detail known. */
export function refusalFacts(refusal: FileRefusal): Record<string, string | number> {
  const { problem, kind, size, maxBytes, detail } = refusal;
  return {
    problem,
    ...(kind === undefined ? {} : { kind }),
    ...(size === undefined ? {} : { size }),
    ...(maxBytes === undefined ? {} : { maxBytes }),
    ...(detail === undefined ? {} : { detail }),
  };
}

/** A refusal in a few words, for a message that quotes a reason: "a FIFO, not a regular file". */
export function refusalReason(refusal: FileRefusal): string {
  switch (refusal.problem) {
    case 'not-a-file':
      return `a ${refusal.kind ?? 'special file'}, not a regular file: it is not read`;
    case 'too-large':
      return `larger than ${String(refusal.maxBytes)} bytes, the most read from it`;
    case 'folder':
      return 'a folder, not a file';
    case 'not-found':
    case 'not-readable':
      return refusal.detail ?? refusal.problem;
  }
}

/** What a path names once its links are followed, or undefined when it cannot be told (missing, no permission). */
export function fileKind(path: string): FileKind | undefined {
  try {
    return kindOf(statSync(path));
  } catch {
    return undefined;
  }
}
