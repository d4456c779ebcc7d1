import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../schemas/types/generated.js';
import { createEngine } from '../../../engine/engine.js';
import { evolveAll } from '../../../engine/evolve.js';
import { fromState } from '../../../engine/state/normalize.js';
import { DOMAINS } from '../../../engine/state/resources.js';
import type { GameState } from '../../../engine/state/types.js';
import { CARDS, CATALOGUE } from '../support/catalogue.js';
import { scenarioArbitrary } from './arbitraries.js';
import { cases } from '../../sampling.js';

const engine = createEngine();

/** Every card instance in zones and on the chain (triggered abilities are no cards), and every rune, sorted. */
function inventory(state: GameState): { cards: string[]; runes: string[] } {
  const sides = Object.values(state.players);
  const cards = sides.flatMap((p) =>
    [p.hand, p.trash, p.base, p.battlefield, p.banishment, p.mainDeck].flatMap((zone) => zone.map((c) => c.id)),
  );
  const runes = sides.flatMap((p) => [...p.runes, ...p.runeDeck].map((r) => r.id));
  const spells = state.chain.filter((item) => item.trigger === undefined).map((item) => item.id);
  return { cards: [...cards, ...spells].sort(), runes: runes.sort() };
}

function poolsNonNegative(state: GameState): boolean {
  return Object.values(state.players).every(({ pool }) => {
    const amounts = [pool.energy ?? 0, pool.universal ?? 0, ...DOMAINS.map((d) => pool.power?.[d] ?? 0)];
    return amounts.every((amount) => amount >= 0);
  });
}

describe('engine properties over random states and actions', () => {
  it('never throws, rejects without changing anything, conserves cards and runes, keeps pools non-negative', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ state: given, actions }) => {
        let state = fromState(given);
        for (const action of actions) {
          const result = engine.decide(state, action, CARDS);
          const next = evolveAll(state, result.events);
          if (result.outcome === 'rejected') {
            expect(result.events).toEqual([]);
            expect(next).toEqual(state);
          }
          expect(inventory(next)).toEqual(inventory(state));
          expect(poolsNonNegative(next)).toBe(true);
          state = next;
        }
      }),
      { numRuns: cases(400) },
    );
  });

  it('runs whole scenarios without throwing, one JSON-serialisable step per action, and never changes the scenario', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ state, actions }) => {
        const scenario: Scenario = {
          id: 'pay-random',
          title: 'random',
          rules: [],
          requires: [],
          given: state,
          when: actions,
          cards: [...CATALOGUE] as Scenario['cards'],
        };
        const before = JSON.stringify(scenario);
        const observation = engine.run(scenario);
        expect(observation.steps).toHaveLength(actions.length);
        expect(JSON.parse(JSON.stringify(observation))).toEqual(observation);
        expect(JSON.stringify(scenario)).toBe(before);
      }),
      { numRuns: cases(200) },
    );
  });
});
