import { describe, expect, it } from 'vitest';
import type { Cost, CostBreakdown } from '../../../schemas/types/generated.js';
import adapter from '../../../engine/adapter.js';
import { fromCost, toCost } from '../../../engine/cost/amounts.js';
import { breakdownTotal, type Breakdown } from '../../../engine/cost/breakdown.js';
import { sameAmounts } from '../../../harness/verdict/amounts.js';
import { buildScenario, loadFixtures } from '../support/fixture-checker.js';

const corpus = loadFixtures();

/** A reported breakdown read back into the engine's form, to add it up. */
function readBack(reported: CostBreakdown): Breakdown {
  const amount = (cost: Cost | undefined) => fromCost(cost ?? {});
  return {
    ...(reported.base === undefined ? {} : { base: { kind: 'read', amount: amount(reported.base.amount) } }),
    ignoredBy: reported.base?.ignoredBy ?? [],
    additional: (reported.additional ?? []).map((entry) => ({ ...entry, amount: amount(entry.amount) })),
    increases: (reported.increases ?? []).map((entry) => ({ ...entry, amount: amount(entry.amount) })),
    discounts: (reported.discounts ?? []).map((entry) => ({
      ...entry,
      took: amount(entry.took),
      stopped: amount(entry.stopped),
    })),
    ignoredAll: reported.ignoredAll ?? [],
  };
}

/** Every step of the corpus where the reference engine reports a total and a breakdown. */
const reported = corpus.flatMap(({ fixture }) =>
  adapter
    .run(buildScenario(fixture))
    .steps.flatMap((step, i) =>
      step.totalCost !== undefined && step.costBreakdown !== undefined
        ? [{ at: `${fixture.id} step ${i}`, total: step.totalCost, breakdown: step.costBreakdown }]
        : [],
    ),
);

describe('the cost breakdown the reference engine reports (INTERPRETING 4.14)', () => {
  it('is reported for the plays of the corpus', () => {
    expect(reported.length).toBeGreaterThan(300);
  });

  it.each(reported.map((entry) => [entry.at, entry] as const))('adds up to the total: %s', (_at, entry) => {
    const sum = toCost(breakdownTotal(readBack(entry.breakdown)));
    expect(sameAmounts(sum, entry.total), JSON.stringify({ sum, total: entry.total })).toBe(true);
  });
});
