/**
 * Differential fuzzing from fixed seeds finds mutants the corpus misses, and shrinks each to a small fixture. Slow: each
 * is a fuzzing campaign of 300 runs against two engines, with shrinking (the fast tests check the generator along the
 * situation dimensions: dimensions.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { loadAdapter } from '../../harness/adapters/registry.js';
import { fuzz } from '../../harness/fuzz/fuzz.js';
import { fixtureFindings } from '../../harness/fuzz/fixture/write.js';
import { catalogue, pairWith } from './helpers.js';

const cards = catalogue();
const MUTANT = 'mutant:accelerate-only-when-printed';

describe('differential fuzzing finds what the corpus misses', () => {
  // the seed depends on the catalogue the cases are drawn from: once TST-060 was added, seed 3's case shrinks to two
  // identical grants (the shrinker does not yet drop one of two equal effects)
  it(`${MUTANT}: seed 4 finds it and shrinks it to one granted keyword and one play`, async () => {
    const result = await fuzz({ pair: await pairWith(await loadAdapter(MUTANT)), cards, runs: 300, seed: 4 });
    const fixture = result.failure?.fixture;
    expect(fixture).toBeDefined();
    if (!fixture) return;
    expect(fixtureFindings(fixture, cards)).toEqual([]);
    expect(fixture.when).toHaveLength(1);
    expect(fixture.when[0]).toMatchObject({ type: 'play', options: ['accelerate'] });
    expect(fixture.given.effects).toEqual([expect.objectContaining({ kind: 'grant-keyword', card: 'c1' })]);
    expect(Object.values(fixture.given.players).flatMap((side) => side.hand ?? [])).toHaveLength(1);
  });

  // the seed depends on the catalogue the cases are drawn from: seed 2 no longer finds it once TST-045 was added
  it("mutant:pay-spend-from-active-player-pool: seed 1 finds a player who pays on another player's turn", async () => {
    const mutant = await loadAdapter('mutant:pay-spend-from-active-player-pool');
    const result = await fuzz({ pair: await pairWith(mutant), cards, runs: 300, seed: 1 });
    const fixture = result.failure?.fixture;
    expect(fixture).toBeDefined();
    if (!fixture) return;
    expect(fixtureFindings(fixture, cards)).toEqual([]);
    expect(fixture.when).toEqual([expect.objectContaining({ type: 'play', player: 'p1' })]);
    expect(fixture.given.turn).toMatchObject({ priority: 'p1' });
    expect(fixture.given.turn.activePlayer).not.toBe('p1');
  });
});
