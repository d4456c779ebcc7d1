import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../../harness/load/catalogue.js';
import { memoizedVariants } from '../../harness/variants/memo.js';

describe('the variants memo (harness/variants/memo.ts)', () => {
  it('still holds the first fixtures after a run of more fixtures than it holds (ten copies of the corpus)', () => {
    const cards = new Map<string, CatalogueCard>();
    const fixtures = Array.from({ length: 5000 }, (_, i) => ({ id: `memo-n${i}` }) as unknown as Fixture);
    const made: string[] = [];
    const make = (fixture: Fixture) => () => (made.push(fixture.id), [fixture.id]);
    for (let run = 0; run < 2; run += 1)
      for (const fixture of fixtures) memoizedVariants(fixture, cards, make(fixture));
    // The first run fills the memo; the second makes again only those it could not hold, never the first ones.
    expect(made.slice(fixtures.length)).not.toContain('memo-n0');
    expect(made.length).toBeLessThan(2 * fixtures.length);
    expect(memoizedVariants(fixtures[0] as Fixture, cards, () => ['again'])).toEqual(['memo-n0']);
  });
});
