/** Metamorphic variants: transforms of a fixture whose effect on the expectation the rules decide. */
import type { Fixture } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import type { LoadedFixture } from '../load/corpus.js';
import { addDeckCardsTransform } from './add-deck-cards.js';
import { foreignModifiersTransform } from './foreign-modifiers.js';
import { addHandCardsTransform } from './add-hand-cards.js';
import { addPlayerTransform } from './add-player.js';
import { addRunesTransform } from './add-runes.js';
import { stoppedDiscountTransform } from './stopped-discount.js';
import { grantKeywordsTransform } from './grant-keywords.js';
import { movePermanentsTransform } from './move-permanents.js';
import { TRANSFORM_NAMES, variantId, type TransformName } from './names.js';
import { renameInstancesTransform } from './rename-instances.js';
import { reorderZonesTransform } from './reorder-zones.js';
import { swapPlayersTransform } from './swap-players.js';
import { raisedCostAndPoolTransform } from './raised-cost-and-pool.js';
import { secondShortfallTransform } from './second-shortfall.js';
import { unstoppedDiscountTransform } from './unstopped-discount.js';
import { memoizedVariants } from './memo.js';
import { notApplicable, type NotApplicable, type Transform } from './types.js';

/** Every transform, by name. */
export const TRANSFORMS: Readonly<Record<TransformName, Transform>> = {
  'add-deck-cards': addDeckCardsTransform,
  'foreign-modifiers': foreignModifiersTransform,
  'add-hand-cards': addHandCardsTransform,
  'add-player': addPlayerTransform,
  'add-runes': addRunesTransform,
  'stopped-discount': stoppedDiscountTransform,
  'grant-keywords': grantKeywordsTransform,
  'move-permanents': movePermanentsTransform,
  'raised-cost-and-pool': raisedCostAndPoolTransform,
  'rename-instances': renameInstancesTransform,
  'reorder-zones': reorderZonesTransform,
  'second-shortfall': secondShortfallTransform,
  'swap-players': swapPlayersTransform,
  'unstopped-discount': unstoppedDiscountTransform,
};

/** What one transform made of one fixture: a variant ready to run, or why there is none. */
export type VariantOutcome =
  | { readonly transform: TransformName; readonly applicable: true; readonly variant: LoadedFixture }
  | ({ readonly transform: TransformName; readonly of: string } & NotApplicable);

/** The variant fixture: its own ID, the source saying where it comes from, no opt-outs of its own. */
function asVariant(fixture: Fixture, original: Fixture, transform: TransformName): Fixture {
  const rest = { ...fixture };
  delete rest.variants;
  const note = `Variant of ${original.id} by the ${transform} transform (harness/variants/): its expectation follows from the original's.`;
  return {
    ...rest,
    id: variantId(original.id, transform),
    source: { ...fixture.source, note: fixture.source.note === undefined ? note : `${note} ${fixture.source.note}` },
  };
}

/** Whether a fixture asks queries (4.8): no transform rewrites them, so none applies. */
function asksQueries(fixture: Fixture): boolean {
  return fixture.then.queries !== undefined || fixture.then.steps.some((step) => step.queries !== undefined);
}

/** What each transform makes of a fixture: its variant fixture, or why there is none (kept by content: memo.ts). */
function transformed(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>) {
  return memoizedVariants(fixture, cards, () =>
    TRANSFORM_NAMES.map((transform) => {
      const optOut = fixture.variants?.[transform];
      const outcome = asksQueries(fixture)
        ? notApplicable('asks-queries')
        : optOut === undefined
          ? TRANSFORMS[transform].apply(fixture, cards)
          : notApplicable('opted-out', optOut);
      return outcome.applicable
        ? { transform, applicable: true as const, fixture: asVariant(outcome.fixture, fixture, transform) }
        : { transform, of: fixture.id, ...outcome };
    }),
  );
}

/** Every transform applied to one fixture, in TRANSFORM_NAMES order (a fixture's opt-outs are honoured). */
export function variantsOf(loaded: LoadedFixture, cards: ReadonlyMap<string, CatalogueCard>): VariantOutcome[] {
  const { fixture } = loaded;
  return transformed(fixture, cards).map((outcome): VariantOutcome => {
    if (!outcome.applicable) return outcome;
    const variant: LoadedFixture = {
      ...loaded,
      fixture: outcome.fixture,
      variant: { of: fixture.id, transform: outcome.transform },
    };
    return { transform: outcome.transform, applicable: true, variant };
  });
}

/** The fixtures followed each by its variants: what `run --variants` runs. */
export function withVariants(
  fixtures: readonly LoadedFixture[],
  cards: ReadonlyMap<string, CatalogueCard>,
): LoadedFixture[] {
  return fixtures.flatMap((loaded) => [
    loaded,
    ...variantsOf(loaded, cards).flatMap((outcome) => (outcome.applicable ? [outcome.variant] : [])),
  ]);
}

export { TRANSFORM_NAMES, variantId, type TransformName } from './names.js';
