/** Patch mutants: the reference engine with one bug written into its source, as a unified diff (see ../README.md). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEnginePatch, PatchError } from './apply.js';
import { importBuiltAdapter } from './build.js';
import { checkoutRoot, readEngineSources } from './sources.js';
import type { Implementation, Observation, QueryReply, Scenario } from '../../schemas/types/generated.js';
import type { QueryRequest } from '../../engine/query/request.js';

export { applyEnginePatch, PatchError } from './apply.js';
export { checkoutRoot, readEngineSources } from './sources.js';

/** The prefix of a patch mutant's adapter name: `patch:<id>`. */
export const PATCH_ADAPTER_PREFIX = 'patch:';

/** One patch mutant, as mutants/source/index.json lists it; its diff is mutants/source/<id>.patch. */
export interface PatchMutant {
  /** Stable and unique, in kebab case, starting with the chapter of `rule`. */
  readonly id: string;
  /** The rule ID of spec/rules.json the bug breaks. */
  readonly rule: string;
  /** The bug, in one sentence, as the engine author made it. */
  readonly description: string;
}

/** The in-process adapter of a patched engine. */
export interface PatchAdapter {
  describe(): Implementation;
  run(scenario: Readonly<Scenario>): Observation;
  query(request: QueryRequest): QueryReply;
}

/** The patch mutants of a checkout, in the order of mutants/source/index.json. */
export function listPatchMutants(root: string = checkoutRoot()): PatchMutant[] {
  return JSON.parse(readFileSync(join(root, 'mutants', 'source', 'index.json'), 'utf8')) as PatchMutant[];
}

/** The path of a patch mutant's diff, relative to the root. */
export function patchPath(id: string): string {
  return `mutants/source/${id}.patch`;
}

/** The engine's sources with one patch mutant's diff applied (a PatchError when it no longer applies). */
export function patchedSources(id: string, root: string = checkoutRoot()): Map<string, string> {
  const path = patchPath(id);
  let diff: string;
  try {
    diff = readFileSync(join(root, path), 'utf8');
  } catch (error) {
    throw new PatchError(`${path} cannot be read: write the patch, or drop "${id}" from mutants/source/index.json.`, {
      cause: error,
    });
  }
  return applyEnginePatch(path, diff, readEngineSources(root));
}

interface AdapterModule {
  describe(): Implementation;
  run(scenario: Readonly<Scenario>): Observation;
  query(request: QueryRequest): QueryReply;
}

/**
 * The in-process adapter of the engine with `diff` applied: the reference engine's adapter (engine/adapter.ts) built
 * from a patched copy of the engine in a temporary folder, under the name `patch:<id>`.
 */
export async function sourcePatchAdapter(
  id: string,
  diff?: string,
  root: string = checkoutRoot(),
): Promise<PatchAdapter> {
  const sources =
    diff === undefined ? patchedSources(id, root) : applyEnginePatch(`patch ${id}`, diff, readEngineSources(root));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const adapter = (await importBuiltAdapter(sources, version)) as AdapterModule;
  return {
    describe: () => ({ ...adapter.describe(), name: `${PATCH_ADAPTER_PREFIX}${id}` }),
    run: (scenario) => adapter.run(scenario),
    query: (request) => adapter.query(request),
  };
}
