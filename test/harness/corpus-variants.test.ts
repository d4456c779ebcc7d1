/** The metamorphic variants of the corpus against the reference engine, and how many there are. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadAdapter, referenceAdapterExists } from '../../harness/adapters/registry.js';
import { loadCorpus, type Corpus } from '../../harness/load/corpus.js';
import { TRANSFORM_NAMES, variantsOf, type VariantOutcome } from '../../harness/variants/index.js';
import { describeConformance } from '../../harness/vitest.js';
import { ROOT } from './helpers.js';
import { withoutFigureMarkers } from '../../scripts/figures/fill.js';

/** The fewest variants the corpus must give, in all and per transform: a transform that silently stops applying fails. */
const FLOOR = { total: 1000, perTransform: 10 };

/**
 * Transforms whose floor is lower: second-shortfall needs a card played only in steps refused for want of energy, and
 * most such fixtures play the card again with the full payment.
 */
const LOWER_FLOORS: Partial<Record<string, number>> = { 'second-shortfall': 5 };

/** The corpus and what each transform gives on each of its fixtures, worked out once for both tests of this file. */
let outcomesOfCorpus: { corpus: Corpus; outcomes: VariantOutcome[] } | undefined;
function corpusOutcomes(): { corpus: Corpus; outcomes: VariantOutcome[] } {
  if (outcomesOfCorpus) return outcomesOfCorpus;
  const corpus = loadCorpus();
  outcomesOfCorpus = { corpus, outcomes: corpus.fixtures.flatMap((loaded) => variantsOf(loaded, corpus.cards)) };
  return outcomesOfCorpus;
}

describe('the variants of the corpus', () => {
  test(`number at least ${FLOOR.total}, and each transform applies to at least ${FLOOR.perTransform} fixtures (a few fewer)`, () => {
    const { outcomes } = corpusOutcomes();
    const counts = Object.fromEntries(
      TRANSFORM_NAMES.map((name) => [name, outcomes.filter((o) => o.transform === name && o.applicable).length]),
    );
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    console.info(`variant runs: ${total} (${JSON.stringify(counts)})`);
    expect(total).toBeGreaterThanOrEqual(FLOOR.total);
    for (const name of TRANSFORM_NAMES)
      expect(counts[name], name).toBeGreaterThanOrEqual(LOWER_FLOORS[name] ?? FLOOR.perTransform);
  });
});

describe('the README', () => {
  test('states the number of fixtures, of variants and of runs with variants that the corpus gives', () => {
    // What withVariants runs: each fixture, then each of its variants whose transform applies.
    const { corpus, outcomes } = corpusOutcomes();
    const fixtures = corpus.fixtures.length;
    const runs = fixtures + outcomes.filter((outcome) => outcome.applicable).length;
    const readme = withoutFigureMarkers(readFileSync(join(ROOT, 'README.md'), 'utf8'));
    const stated = (pattern: RegExp): number => Number(pattern.exec(readme)?.[1]);
    expect(stated(/\*\*(\d+) fixtures\*\* in \[fixtures\/\]/u), 'fixtures').toBe(fixtures);
    expect(stated(/\*\*(\d+) metamorphic variants\*\*/u), 'variants').toBe(runs - fixtures);
    expect(stated(/With the fixtures, (\d+) runs/u), 'runs').toBe(runs);
  });
});

// The variants of one chapter, through the same vitest entry: every variant of the corpus runs in the slow project
// (corpus-variants-all.test.ts), since running them all takes a good part of the fast tests' time.
if (referenceAdapterExists()) {
  describeConformance(() => loadAdapter('reference'), {
    name: 'the variants of the accelerate chapter against the reference engine',
    filter: { chapter: ['accelerate'] },
    variants: 'only',
  });
}
