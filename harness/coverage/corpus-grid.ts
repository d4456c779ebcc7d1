/** The dimension grid of a loaded corpus: its fixtures and their metamorphic variants, against spec/rules.json. */
import type { RulesIndex } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import type { LoadedFixture } from '../load/corpus.js';
import { DIMENSION_VALUES } from '../load/lists.js';
import { withVariants } from '../variants/index.js';
import { computeGrid, type DimensionGrid, type GridFixture } from './grid.js';
import { situationValues } from './situation.js';

/** What the grid reads of each fixture, and of each variant (marked with the fixture it comes from). */
export function gridFixtures(
  fixtures: readonly LoadedFixture[],
  cards: ReadonlyMap<string, CatalogueCard>,
): GridFixture[] {
  return withVariants(fixtures, cards).map((loaded) => ({
    id: loaded.fixture.id,
    rules: loaded.fixture.rules,
    values: situationValues(loaded.fixture, cards),
    ...(loaded.variant === undefined ? {} : { variantOf: loaded.variant.of }),
  }));
}

/** The grid of every clause of the index; variants count, shown apart from the fixtures. */
export function corpusGrid(
  fixtures: readonly LoadedFixture[],
  cards: ReadonlyMap<string, CatalogueCard>,
  index: RulesIndex,
): DimensionGrid {
  return computeGrid(gridFixtures(fixtures, cards), index.rules, DIMENSION_VALUES, true);
}
