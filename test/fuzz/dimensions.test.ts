/** The fuzzer generates along the situation dimensions of the corpus's gaps, and finds a mutant the corpus misses. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadAdapter } from '../../harness/adapters/registry.js';
import { caseArbitrary } from '../../harness/fuzz/arbitraries/scenario.js';
import type { FuzzCase } from '../../harness/fuzz/build/case.js';
import { buildVocabulary } from '../../harness/fuzz/vocabulary.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { runFixtures } from '../../harness/run/run-fixtures.js';
import { catalogue, referenceAdapter } from './helpers.js';

const cards = catalogue();
const MUTANT = 'mutant:accelerate-only-when-printed';
/** The corpus fixture written from this mutant's shrunk counterexample, once reviewed. */
/**
 * The fixtures written for a granted Accelerate: the one fuzzing found, the one the situation dimensions asked for, and
 * one where it is granted to a single instance.
 */
const GRANTED_ACCELERATE = [
  'accelerate-granted-only-enters-ready',
  'accelerate-granted-twice-to-a-unit-without-it',
  'accelerate-granted-to-one-instance-only',
];

/** Generated cases for an adapter with every capability of the reference engine, from a fixed seed. */
async function sample(count: number): Promise<FuzzCase[]> {
  const vocabulary = buildVocabulary(cards, (await referenceAdapter.describe()).capabilities);
  return fc.sample(caseArbitrary(vocabulary), { numRuns: count, seed: 7 });
}

describe('the fuzzer generates along the situation dimensions', () => {
  it('three and four players, a bystander on turn, units at a battlefield, granted keywords, non-active pools', async () => {
    const cases = await sample(400);
    const count = (holds: (generated: FuzzCase) => boolean): number => cases.filter(holds).length;
    const players = (generated: FuzzCase) => Object.keys(generated.given.players);
    const played = (generated: FuzzCase) =>
      new Set(generated.when.flatMap((action) => (action.type === 'play' ? [action.card] : [])));
    const dimensions = {
      threePlayers: count((g) => players(g).length === 3),
      fourPlayers: count((g) => players(g).length === 4),
      bystanderTurn: count((g) => ['p3', 'p4'].includes(g.given.turn.activePlayer)),
      bystanderUnits: count((g) => (g.given.players.p3?.battlefield ?? g.given.players.p3?.base ?? []).length > 0),
      battlefieldUnits: count((g) =>
        Object.values(g.given.players).some((side) => (side.battlefield ?? []).length > 0),
      ),
      grantedToPlayed: count((g) =>
        (g.given.effects ?? []).some((effect) => effect.kind === 'grant-keyword' && played(g).has(effect.card)),
      ),
      twinPlayed: count((g) =>
        Object.values(g.given.players).some((side) =>
          (side.hand ?? []).some((card) => played(g).has(card.id) && cards.get(card.card)?.name.endsWith('twin)')),
        ),
      ),
      nonActivePayer: count((g) => g.given.turn.activePlayer !== 'p1' && (g.given.chain ?? []).length > 0),
      nonActivePool: count((g) =>
        Object.entries(g.given.players).some(([player, side]) => player !== g.given.turn.activePlayer && side.pool),
      ),
    };
    for (const [dimension, n] of Object.entries(dimensions)) expect(n, dimension).toBeGreaterThanOrEqual(5);
  });
});

// The fuzzing campaigns that find these mutants from a seed run in the slow project (differential-seeds.test.ts).
describe('differential fuzzing finds what the corpus misses', () => {
  it(`${MUTANT}: only the fixtures about a granted Accelerate catch it`, async () => {
    const mutant = await loadAdapter(MUTANT);
    const corpus = loadCorpus();
    const others = corpus.fixtures.filter((loaded) => !GRANTED_ACCELERATE.includes(loaded.fixture.id));
    const context = {
      adapter: mutant,
      implementation: await mutant.describe(),
      cards: corpus.cards,
      timeoutMs: 10_000,
    };
    const failing = (await runFixtures(others, context)).filter((result) => result.status !== 'pass');
    expect(failing.map((result) => result.loaded.fixture.id)).toEqual([]);
  });
});
