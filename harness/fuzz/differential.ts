import type { Implementation, Scenario } from '../../schemas/types/generated.js';
import type { Adapter } from '../adapters/types.js';
import { observe, type Observed } from '../run/observe.js';
import { compareObserved, reportsOf, type FuzzDivergence } from './compare.js';

/** The two engines a differential run compares: the adapter under test and the reference engine's adapter. */
export interface DifferentialPair {
  readonly adapter: Adapter;
  readonly implementation: Implementation;
  readonly reference: Adapter;
  readonly timeoutMs: number;
}

/** What both engines observed on one scenario, and their first divergence. */
export interface DifferentialOutcome {
  readonly reference: Observed;
  readonly adapter: Observed;
  readonly divergence: FuzzDivergence | undefined;
}

/**
 * Runs one scenario through both engines, as the runner would (each gets its own deep-frozen copy, within the time
 * limit, its answer checked against observation.schema.json), and compares what they observed.
 */
export async function runBoth(scenario: Scenario, pair: DifferentialPair): Promise<DifferentialOutcome> {
  const reference = await observe(pair.reference, structuredClone(scenario), pair.timeoutMs);
  const adapter = await observe(pair.adapter, structuredClone(scenario), pair.timeoutMs);
  return { reference, adapter, divergence: compareObserved(reference, adapter, reportsOf(pair.implementation)) };
}
