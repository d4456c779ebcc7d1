/**
 * `doctor`: checks, fixture by fixture, that the state an adapter loaded (`observation.initial`) equals the fixture's
 * completed `given` on the parts the adapter observes, and names the first field that differs.
 */
import type { Implementation, State } from '../../schemas/types/generated.js';
import { completeState } from '../../schemas/types/defaults.js';
import type { Adapter } from '../adapters/types.js';
import type { CatalogueCard } from '../load/catalogue.js';
import type { LoadedFixture } from '../load/corpus.js';
import { missingCapabilities } from '../run/execute.js';
import { observe } from '../run/observe.js';
import { buildScenario } from '../scenario/build.js';
import { canonicalState } from '../verdict/canonical.js';
import { maskState, unobservedParts } from '../verdict/observed.js';
import { locateChange } from '../verdict/rollback.js';
import { valueAt } from '../text/pointer.js';

/** How the loading of one fixture went. */
export type DoctorCheck =
  | { readonly kind: 'same' }
  | { readonly kind: 'differs'; readonly pointer: string; readonly expected: unknown; readonly loaded: unknown }
  | { readonly kind: 'no-initial' }
  | { readonly kind: 'not-applicable'; readonly reason: string }
  | { readonly kind: 'fault'; readonly code: string };

/** One fixture's check, with its file. */
export interface DoctorResult {
  readonly id: string;
  readonly file: string;
  readonly check: DoctorCheck;
}

/** What a check needs: the adapter, who it is, the catalogue and the time limit of one fixture. */
export interface DoctorContext {
  readonly adapter: Adapter;
  readonly implementation: Implementation;
  readonly cards: ReadonlyMap<string, CatalogueCard>;
  readonly timeoutMs: number;
}

/**
 * The first field where `loaded` differs from `given`, both completed and read on the observed parts only, as a JSON
 * Pointer into the fixture (`/given/...`) with both values; undefined when they are equal.
 */
export function firstLoadingDifference(
  given: State,
  loaded: State,
  implementation: Pick<Implementation, 'observes'>,
): Extract<DoctorCheck, { kind: 'differs' }> | undefined {
  const unobserved = unobservedParts(implementation);
  const expected = canonicalState(maskState(completeState(given), unobserved));
  const actual = canonicalState(maskState(completeState(loaded), unobserved));
  const change = locateChange(expected, actual, loaded);
  if (change === undefined) return undefined;
  const deck = DECK_ITEM.exec(change.where);
  if (deck?.[1] !== undefined) {
    // An ordered zone that differs is shown as the IDs it holds, in order: what was dealt where.
    const ids = (state: State) => (valueAt(state, deck[1] ?? '') as { id: string }[]).map((item) => item.id);
    return { kind: 'differs', pointer: `/given${deck[1]}`, expected: ids(expected), loaded: ids(actual) };
  }
  return { kind: 'differs', pointer: `/given${change.where}`, expected: change.before, loaded: change.after };
}

/** A pointer into an item of a player's main deck or rune deck; the zone's own pointer is the first group. */
const DECK_ITEM = /^(\/players\/[^/]+\/(?:mainDeck|runeDeck))\/\d+/;

/** Runs one fixture through the adapter and compares the state it loaded with the completed `given`. */
export async function doctorFixture(loaded: LoadedFixture, context: DoctorContext): Promise<DoctorResult> {
  const { fixture, file } = loaded;
  const result = (check: DoctorCheck): DoctorResult => ({ id: fixture.id, file, check });
  const missing = missingCapabilities(loaded, context.implementation);
  if (missing.length > 0) return result({ kind: 'not-applicable', reason: `lacks ${missing.join(', ')}` });
  const scenario = buildScenario(fixture, context.cards);
  const given = structuredClone(scenario.given);
  const observed = await observe(context.adapter, scenario, context.timeoutMs);
  if (observed.kind === 'skipped') return result({ kind: 'not-applicable', reason: observed.reason });
  if (observed.kind === 'fault') return result({ kind: 'fault', code: observed.finding.code });
  const { initial } = observed.observation;
  if (initial === undefined) return result({ kind: 'no-initial' });
  return result(firstLoadingDifference(given, initial, context.implementation) ?? { kind: 'same' });
}
