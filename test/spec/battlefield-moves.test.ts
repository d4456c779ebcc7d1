import { describe, expect, it } from 'vitest';
import { loadAdapter } from '../../harness/adapters/registry.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { buildScenario } from '../../harness/scenario/build.js';
import type { Fixture } from '../../schemas/types/generated.js';
import { ROOT } from '../protocol/cli-helpers.js';

/**
 * spec/INTERPRETING.md 4.1, battlefields: the model's battlefields contest nothing, so a fixture asserts no turn field
 * after a step in which a unit moves to a battlefield (CR 450, 344.2 and 323.13 would open a showdown or a combat).
 */

/** Whether the fixture states a turn field for step `index` or for any step after it. */
export function assertsTurnFrom(fixture: Fixture, index: number): boolean {
  const steps = fixture.then.steps;
  const stated = steps.slice(index).some((step) => step.state?.turn !== undefined);
  return stated || fixture.then.state?.turn !== undefined;
}

describe('a move to a battlefield (INTERPRETING 4.1)', () => {
  const corpus = loadCorpus({ cwd: ROOT });
  const moving = new Set(
    [...corpus.cards.values()]
      .filter((card) => JSON.stringify([card.effect, card.abilities]).includes('"move"'))
      .map((card) => card.id),
  );
  // a unit moves only as a spell resolves (a pass) or as an ability is activated
  const candidates = corpus.fixtures.filter(
    ({ fixture }) =>
      fixture.when.some((step) => step.type === 'pass' || step.type === 'activate') &&
      [...moving].some((id) => JSON.stringify(fixture.given).includes(`"${id}"`)),
  );

  it('is followed by no asserted turn field in any fixture, as the reference engine moves units', async () => {
    const adapter = await loadAdapter('reference');
    const found: string[] = [];
    let moves = 0;
    for (const { fixture } of candidates) {
      const observation = await adapter.run(buildScenario(fixture, corpus.cards));
      if (!('steps' in observation)) continue;
      observation.steps.forEach((step, index) => {
        const events = step.events ?? [];
        if (!events.some((event) => event.type === 'card-moved' && event.to === 'battlefield')) return;
        moves += 1;
        if (assertsTurnFrom(fixture, index)) found.push(`${fixture.id} step ${String(index)}`);
      });
    }
    expect(moves).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });

  it('counts a turn field stated for the step or after it', () => {
    const fixture = candidates[0]?.fixture;
    if (!fixture) throw new Error('no fixture plays a card that moves a unit');
    const last = fixture.then.steps.length - 1;
    const withTurn = { ...fixture, then: { ...fixture.then, state: { turn: { priority: 'p1' } } } } as Fixture;
    expect(assertsTurnFrom(withTurn, last)).toBe(true);
    const steps = fixture.then.steps.map((step) => ({ ...step, state: {} }));
    expect(assertsTurnFrom({ ...fixture, then: { steps } } as Fixture, 0)).toBe(false);
  });
});
