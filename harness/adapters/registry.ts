/** The named adapters. The only module of the harness that reaches into engine/ and mutants/, and only through their adapters. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UsageError } from '../messages/usage-error.js';
import { adapterFromModule, importAdapter } from './module.js';
import type { Adapter } from './types.js';

/** The reference engine's adapter, relative to this module (the same from harness/ and dist/harness/). */
const REFERENCE_ADAPTER = '../../engine/adapter.js';

/** Whether the reference engine's adapter exists, as source (engine/adapter.ts) or built. */
export function referenceAdapterExists(): boolean {
  const built = fileURLToPath(new URL(REFERENCE_ADAPTER, import.meta.url));
  return existsSync(built) || existsSync(built.replace(/\.js$/, '.ts'));
}

async function loadReference(): Promise<Adapter> {
  if (!referenceAdapterExists()) throw new UsageError('usage/reference-not-built');
  // A non-literal specifier: the harness compiles whether or not the engine exists yet.
  const specifier: string = REFERENCE_ADAPTER;
  return adapterFromModule(await import(specifier), 'engine/adapter');
}

/** Loaders of the named adapters, by name. */
const ADAPTERS: Readonly<Record<string, () => Promise<Adapter>>> = {
  reference: loadReference,
};

/** The names `--adapter` accepts besides a module path and the mutants' `mutant:<id>`. */
export const ADAPTER_NAMES: readonly string[] = Object.keys(ADAPTERS);

/** The prefix of a mutant engine's adapter name: `mutant:<id>` (mutants/README.md). */
export const MUTANT_PREFIX = 'mutant:';

/** A mutant engine of the catalogue: the reference engine with one rule misread. */
export interface MutantEntry {
  /** Its adapter name, `mutant:<id>`. */
  readonly name: string;
  readonly id: string;
  /** The rule ID it misreads. */
  readonly rule: string;
  /** The misreading. */
  readonly description: string;
  /** A new in-process adapter for it. */
  readonly load: () => Adapter;
}

/** The catalogue of mutants (mutants/index.ts), loaded on first use: runs of other adapters never load it. */
export async function listMutants(): Promise<readonly MutantEntry[]> {
  const { MUTANTS, mutantAdapter } = await import('../../mutants/index.js');
  return MUTANTS.map((mutant) => ({
    name: `${MUTANT_PREFIX}${mutant.id}`,
    id: mutant.id,
    rule: mutant.rule,
    description: mutant.description,
    load: () => mutantAdapter(mutant),
  }));
}

async function loadMutant(name: string): Promise<Adapter> {
  const mutants = await listMutants();
  const found = mutants.find((mutant) => mutant.name === name);
  if (!found) throw new UsageError('usage/unknown-adapter', { name, valid: mutants.map((mutant) => mutant.name) });
  return found.load();
}

/** The prefix of a patch mutant's adapter name: `patch:<id>` (mutants/README.md, "Patch mutants"). */
export const PATCH_PREFIX = 'patch:';

/** A patch mutant: the reference engine with one bug written into its source, built when loaded. */
export interface PatchEntry extends Omit<MutantEntry, 'load'> {
  /** Builds the patched engine (a usage error when its patch no longer applies) and gives its adapter. */
  readonly load: () => Promise<Adapter>;
}

/**
 * The patch runner, mutants/source/index.ts: a tool of the checkout that compiles engines with the TypeScript
 * compiler, a dev dependency, so it is run from the sources (through tsx) and never built into dist/. A non-literal
 * specifier and a local type keep the build from pulling it in.
 */
const PATCH_RUNNER = '../../mutants/source/index.js';

interface PatchRunner {
  listPatchMutants(): readonly { id: string; rule: string; description: string }[];
  sourcePatchAdapter(id: string): Promise<Adapter>;
}

async function patchModule(): Promise<PatchRunner> {
  const specifier: string = PATCH_RUNNER;
  try {
    return (await import(specifier)) as PatchRunner;
  } catch (error) {
    const detail =
      'they are built from the sources of a checkout; run the command there through tsx (npx tsx harness/cli/bin.ts strength --patches)';
    throw new UsageError('usage/patch-mutant', { detail }, { cause: error });
  }
}

/** The patch mutants of the checkout (mutants/source/index.json), loaded on first use. */
export async function listPatchMutants(): Promise<readonly PatchEntry[]> {
  const source = await patchModule();
  let list: ReturnType<PatchRunner['listPatchMutants']>;
  try {
    list = source.listPatchMutants();
  } catch (error) {
    throw new UsageError('usage/patch-mutant', { detail: (error as Error).message }, { cause: error });
  }
  return list.map((mutant) => ({
    name: `${PATCH_PREFIX}${mutant.id}`,
    id: mutant.id,
    rule: mutant.rule,
    description: mutant.description,
    load: async () => {
      try {
        return await source.sourcePatchAdapter(mutant.id);
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new UsageError('usage/patch-mutant', { name: mutant.id, detail }, { cause: error });
      }
    },
  }));
}

async function loadPatch(name: string): Promise<Adapter> {
  const patches = await listPatchMutants();
  const found = patches.find((patch) => patch.name === name);
  if (!found) throw new UsageError('usage/unknown-adapter', { name, valid: patches.map((patch) => patch.name) });
  return found.load();
}

/** The prefix of a reference profile's adapter name: `profile:<name>` (engine/profiles/README.md). */
export const PROFILE_PREFIX = 'profile:';

/** A reference profile: the reference engine restricted to a shape real engines have. */
export interface ProfileEntry {
  /** Its adapter name, `profile:<name>`. */
  readonly name: string;
  readonly description: string;
  /** A new in-process adapter for it. */
  readonly load: () => Adapter;
}

/** The reference profiles (engine/profiles/index.ts), loaded on first use. */
export async function listProfiles(): Promise<readonly ProfileEntry[]> {
  if (!referenceAdapterExists()) throw new UsageError('usage/reference-not-built');
  const specifier: string = '../../engine/profiles/index.js';
  const { PROFILES, loadProfile } = (await import(specifier)) as typeof import('../../engine/profiles/index.js');
  return PROFILES.map((profile) => ({
    name: `${PROFILE_PREFIX}${profile.name}`,
    description: profile.description,
    load: () => loadProfile(profile.name) as Adapter,
  }));
}

async function loadProfileAdapter(name: string): Promise<Adapter> {
  const profiles = await listProfiles();
  const found = profiles.find((profile) => profile.name === name);
  if (!found) throw new UsageError('usage/unknown-adapter', { name, valid: profiles.map((profile) => profile.name) });
  return found.load();
}

/** Whether `--adapter` names a module file rather than a registered adapter. */
export function isModulePath(value: string): boolean {
  return /[\\/]/.test(value) || value.startsWith('.') || /\.(c|m)?[jt]s$/.test(value);
}

/** Loads an adapter by name (`reference`, `mutant:<id>`, `patch:<id>`, `profile:<name>`), or from a module path relative to `cwd`. */
export async function loadAdapter(nameOrPath: string, cwd: string = process.cwd()): Promise<Adapter> {
  if (isModulePath(nameOrPath)) return importAdapter(nameOrPath, cwd);
  if (nameOrPath.startsWith(MUTANT_PREFIX)) return loadMutant(nameOrPath);
  if (nameOrPath.startsWith(PATCH_PREFIX)) return loadPatch(nameOrPath);
  if (nameOrPath.startsWith(PROFILE_PREFIX)) return loadProfileAdapter(nameOrPath);
  const loader = ADAPTERS[nameOrPath];
  if (!loader) throw new UsageError('usage/unknown-adapter', { name: nameOrPath, valid: ADAPTER_NAMES });
  return loader();
}
