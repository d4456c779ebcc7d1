import type { Fixture, Scenario, State } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { givenInstances } from '../lint/walk.js';
import { completeState } from './defaults.js';

/** The card IDs a state names, sorted and unique: its instances' cards and those of this turn's kills (4.13). */
export function cardIdsOf(state: State): string[] {
  const ids = givenInstances(state).flatMap((instance) => (instance.card === undefined ? [] : [instance.card]));
  const killed = (state.turn.died ?? []).map((death) => death.card);
  return [...new Set([...ids, ...killed])].sort();
}

/** What a scenario is built from: a fixture, or any scenario stated as a fixture states it (smoke's). */
export type ScenarioSource = Pick<Fixture, 'id' | 'title' | 'rules' | 'requires' | 'given' | 'when'>;

/**
 * What an adapter receives (spec/INTERPRETING.md 2.3): the fixture without then, source and contrasts, given completed
 * with every default, and the catalogue entry of every card the state names. Not yet frozen: see deepFreeze.
 */
export function buildScenario(fixture: ScenarioSource, cards: ReadonlyMap<string, CatalogueCard>): Scenario {
  const given = completeState(fixture.given);
  const scenarioCards = cardIdsOf(given).flatMap((id) => {
    const card = cards.get(id);
    return card ? [structuredClone(card)] : [];
  });
  return {
    id: fixture.id,
    title: fixture.title,
    rules: [...fixture.rules],
    requires: [...fixture.requires],
    given,
    when: structuredClone(fixture.when),
    cards: scenarioCards,
  };
}
