import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../schemas/types/generated.js';
import reference from '../../engine/adapter.js';
import { capabilityUses } from '../../harness/lint/capability-uses.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { buildScenario } from '../../harness/scenario/build.js';
import { ROOT } from '../protocol/cli-helpers.js';

const corpus = loadCorpus({ cwd: ROOT });

function corpusFixture(id: string): Fixture {
  const found = corpus.fixtures.find((loaded) => loaded.fixture.id === id);
  if (found === undefined) throw new Error(`no fixture ${id} in the corpus`);
  return structuredClone(found.fixture);
}

/** The fixture's given, with one step: the active player's advance to a named point. */
function advanceTo(id: string, to: 'main' | 'end'): Fixture {
  const fixture = corpusFixture(id);
  return { ...fixture, when: [{ type: 'advance', player: fixture.given.turn.activePlayer, to }] };
}

function run(fixture: Fixture) {
  return reference.run(buildScenario(fixture, corpus.cards)).steps;
}

describe('an advance to a named point (spec/INTERPRETING.md section 2)', () => {
  it('the lint derives turn.advance-to.<point> from it, and turn.phases only from a one-phase advance', () => {
    const named = advanceTo('pool-empties-at-end-of-turn', 'main');
    const capabilities = capabilityUses(named, corpus.cards).map((use) => use.capability);
    expect(capabilities).toContain('turn.advance-to.main');
    expect(capabilities).not.toContain('turn.phases');
    const single = corpusFixture('pool-empties-at-end-of-turn');
    expect(capabilityUses(single, corpus.cards).map((use) => use.capability)).toContain('turn.phases');
  });

  it('runs every phase on the way, in order, and stops once the named phase has begun', () => {
    const [step] = run(advanceTo('pool-advance-to-next-main-empties-both-pools', 'main'));
    expect(step?.outcome).toBe('accepted');
    const phases = (step?.events ?? []).flatMap((event) => (event.type === 'phase-started' ? [event.phase] : []));
    expect(phases).toEqual(['end', 'beginning', 'channel', 'draw', 'main']);
    expect(step?.state.turn).toMatchObject({ phase: 'main', number: 4, activePlayer: 'p2', priority: 'p2' });
  });

  it('from the ending phase, "end" is refused: it would end the next player\'s main phase for them', () => {
    const fixture = advanceTo('pool-advance-to-next-main-empties-both-pools', 'end');
    fixture.given.turn.phase = 'end';
    fixture.given.turn.priority = null;
    const [step] = run(fixture);
    expect(step).toMatchObject({ outcome: 'rejected', code: 'timing/wrong-phase-advance' });
    expect(step?.state.turn).toMatchObject({ phase: 'end', number: 3, activePlayer: 'p1' });
  });

  it('from the ending phase, "main" runs the next turn up to its main phase', () => {
    const fixture = advanceTo('pool-advance-to-next-main-empties-both-pools', 'main');
    fixture.given.turn.phase = 'end';
    fixture.given.turn.priority = null;
    const [step] = run(fixture);
    expect(step?.outcome).toBe('accepted');
    expect(step?.state.turn).toMatchObject({ phase: 'main', number: 4, activePlayer: 'p2', priority: 'p2' });
  });

  it('stops where a trigger of a phase start waits on the chain, which no phase can leave', () => {
    const [step] = run(advanceTo('add-dawn-chime-waits-until-the-readying-trigger-resolves', 'main'));
    expect(step?.outcome).toBe('accepted');
    expect(step?.state.turn.phase).toBe('beginning');
    expect(step?.state.chain?.length ?? 0).toBeGreaterThan(0);
  });

  it('is refused, with nothing changed, where a one-phase advance is', () => {
    const fixture = advanceTo('pool-empties-at-end-of-turn', 'main');
    fixture.when = [{ type: 'advance', player: 'p2', to: 'main' }];
    const [step] = run(fixture);
    expect(step).toMatchObject({ outcome: 'rejected', code: 'timing/wrong-phase-advance' });
    expect(step?.state.turn).toMatchObject({ phase: 'main', number: 3, activePlayer: 'p1' });
  });
});
