import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../harness/load/corpus.js';
import type { CatalogueCard } from '../../harness/load/catalogue.js';
import type { Fixture } from '../../schemas/types/generated.js';
import { ROOT } from '../protocol/cli-helpers.js';

/**
 * spec/INTERPRETING.md 4.2 step 6: whether a permanent chosen more than once by one play triggers its "when targeted"
 * abilities once or once per choice, the rules leave open (CR 383.4.b.3), so no fixture may choose, in one play, a
 * permanent with a `targeted` trigger more than once.
 */

type Choices = readonly (readonly string[])[];

/** Every list of choices a step makes: its targets, each Repeat execution's, and the targets of new-targets decisions. */
function choiceLists(step: Fixture['when'][number]): Choices {
  if (step.type === 'activate') return [step.targets ?? []];
  if (step.type !== 'play') return [];
  // one play's choices are its first execution's and every additional execution's together
  const play = [...(step.targets ?? []), ...(step.repeatTargets ?? []).flat()];
  const retargets = (step.decisions ?? []).flatMap((decision) =>
    decision.type === 'new-targets' ? [decision.targets] : [],
  );
  return [play, ...retargets];
}

/** The card of each permanent on the board in `given`, by instance ID. */
function boardCards(fixture: Fixture): Map<string, string> {
  const cards = new Map<string, string>();
  for (const side of Object.values(fixture.given.players)) {
    for (const permanent of [...(side.base ?? []), ...(side.battlefield ?? [])])
      cards.set(permanent.id, permanent.card);
  }
  return cards;
}

/** The fixture's steps that choose one permanent with a `targeted` trigger more than once: `step: permanent`. */
export function repeatedTriggeringChoices(fixture: Fixture, catalogue: ReadonlyMap<string, CatalogueCard>): string[] {
  const onBoard = boardCards(fixture);
  const triggers = (id: string) =>
    catalogue.get(onBoard.get(id) ?? '')?.triggers?.some((trigger) => trigger.on === 'targeted') === true;
  return fixture.when.flatMap((step, index) =>
    choiceLists(step).flatMap((list) =>
      [...new Set(list.filter((id, at) => list.indexOf(id) !== at))].filter(triggers).map((id) => `${index}: ${id}`),
    ),
  );
}

describe('a permanent chosen more than once by one play (INTERPRETING 4.2 step 6)', () => {
  const corpus = loadCorpus({ cwd: ROOT });

  it('is never one with a targeted trigger in the corpus', () => {
    const found = corpus.fixtures.flatMap(({ fixture }) =>
      repeatedTriggeringChoices(fixture, corpus.cards).map((hit) => `${fixture.id} step ${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('is found when two slots, or two executions, choose Jae Medarda', () => {
    const base = corpus.fixtures.find(({ fixture }) => fixture.id === 'deflect-same-unit-chosen-twice')?.fixture;
    if (!base) throw new Error('deflect-same-unit-chosen-twice is missing from the corpus');
    const p2 = { ...base.given.players.p2, base: [{ id: 'jm2', card: 'SFD-142', ready: true }] };
    const given = { ...base.given, players: { ...base.given.players, p2 } };
    const play = { ...base.when[0], targets: ['jm2', 'jm2'] } as Fixture['when'][number];
    const repeated = { ...base.when[0], targets: ['jm2'], repeatTargets: [['jm2']] } as Fixture['when'][number];
    const twice: Fixture = { ...base, given, when: [play, repeated] };
    expect(repeatedTriggeringChoices(twice, corpus.cards)).toEqual(['0: jm2', '1: jm2']);
    expect(repeatedTriggeringChoices(base, corpus.cards)).toEqual([]);
  });
});
