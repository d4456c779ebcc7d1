/** Shared helpers of the fuzz tests: the catalogue, the reference adapter, a differential pair, the fuzz CLI. */
import type { Adapter } from '../../harness/adapters/types.js';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import { loadCatalogue, type CatalogueCard } from '../../harness/load/catalogue.js';
import { packagePath } from '../../harness/load/paths.js';
import type { DifferentialPair } from '../../harness/fuzz/differential.js';
import reference from '../../engine/adapter.js';

/** The package's card catalogue. */
export function catalogue(): ReadonlyMap<string, CatalogueCard> {
  const loaded = loadCatalogue(packagePath('fixtures', 'cards', 'catalogue.json'), 'catalogue.json');
  if (!loaded.cards) throw new Error('the package catalogue does not load');
  return loaded.cards;
}

/** The reference engine's in-process adapter. */
export const referenceAdapter: Adapter = reference;

/** The pair that compares an in-process adapter with the reference engine. */
export async function pairWith(adapter: Adapter): Promise<DifferentialPair> {
  return { adapter, implementation: await adapter.describe(), reference: referenceAdapter, timeoutMs: 10_000 };
}

/** Runs `riftbound-conformance fuzz ...` through the CLI's main, in process, with its exit code and output. */
export async function fuzzCli(
  cwd: string,
  ...argv: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = bufferedIo();
  const code = await main(argv, io, cwd);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}
