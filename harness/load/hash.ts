import { createHash } from 'node:crypto';

/** One file of the corpus, for the corpus hash: its path relative to the corpus root and its bytes. */
export interface HashedFile {
  readonly path: string;
  readonly content: string;
}

/** sha256 over the corpus files in sorted path order, each as its relative path and content, NUL-separated. */
export function corpusHash(files: readonly HashedFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(file.path).update('\0').update(file.content).update('\0');
  }
  return `sha256:${hash.digest('hex')}`;
}
