import { applyPatch, parsePatch, type StructuredPatch } from 'diff';

/** A patch mutant that no longer applies to today's engine: which patch, which file, which hunk, and what to do. */
export class PatchError extends Error {
  override readonly name = 'PatchError';
}

/** What to do when a patch no longer applies: refresh its context, never its bug. */
const REFRESH =
  "refresh the patch's context against today's engine (make the same edit by hand and write it again with " +
  '`git diff engine/ > <file>`), keeping the bug exactly as it was';

/** The path a patch names for a file, without git's `a/` and `b/` prefixes. */
function patchedPath(patch: StructuredPatch): string | undefined {
  const name = patch.newFileName ?? patch.oldFileName;
  return name?.replace(/^[ab]\//, '');
}

function describeHunk(patch: StructuredPatch, index: number): string {
  const hunk = patch.hunks[index];
  return hunk ? `hunk ${index + 1} (@@ -${hunk.oldStart},${hunk.oldLines} @@)` : `hunk ${index + 1}`;
}

/** The first hunk of a file's patch that does not apply on its own, for the error message. */
function failingHunk(source: string, patch: StructuredPatch): string {
  for (const [index, hunk] of patch.hunks.entries()) {
    if (applyPatch(source, { ...patch, hunks: [hunk] }) === false) return describeHunk(patch, index);
  }
  return 'its hunks together';
}

/**
 * Applies a unified diff against `engine/` to the engine's sources (path relative to the repository root, e.g.
 * `engine/pay/steps.ts`, to text), exactly: a hunk may have moved but its context must match line for line. Returns
 * the sources with the patched files replaced; throws a PatchError naming the patch, the file and the hunk otherwise.
 */
export function applyEnginePatch(
  name: string,
  diff: string,
  sources: ReadonlyMap<string, string>,
): Map<string, string> {
  const patches = parsePatch(diff).filter((patch) => patch.hunks.length > 0);
  if (patches.length === 0) throw new PatchError(`${name} changes nothing: it holds no hunk. Write it with git diff.`);
  const patched = new Map(sources);
  for (const patch of patches) {
    const path = patchedPath(patch);
    const source = path === undefined ? undefined : patched.get(path);
    if (path === undefined || source === undefined || !path.startsWith('engine/')) {
      throw new PatchError(`${name} patches ${path ?? 'no file'}, which is not a source file of engine/: ${REFRESH}.`);
    }
    const result = applyPatch(source, patch);
    if (result === false) {
      throw new PatchError(
        `${name} no longer applies to ${path}: ${failingHunk(source, patch)} matches nothing in today's file; ${REFRESH}.`,
      );
    }
    patched.set(path, result);
  }
  return patched;
}
