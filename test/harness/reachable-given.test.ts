import { describe, expect, it } from 'vitest';
import type { State } from '../../schemas/types/generated.js';
import { coreRules } from '../../harness/load/core-rules.js';
import { rulesIndex } from '../../harness/load/rules-index.js';
import { lintFixture } from '../../harness/lint/index.js';
import { unreachableReasons } from '../../harness/lint/reachable.js';
import { renderFinding } from '../../harness/messages/index.js';
import { BASE_ID, readTestFixture, testCorpus } from './helpers.js';

type Turn = State['turn'];

const item = (id: string, controller: string): NonNullable<State['chain']>[number] => ({
  ...{ id, card: 'OGN-043', owner: controller, controller },
  ...{ targets: [], flow: null, options: [] },
});

/** A state of p1's main phase with the given turn fields, chain and number of players. */
function state(turn: Partial<Turn>, chain: string[] = [], players = 2): State {
  const sides = Object.fromEntries(Array.from({ length: players }, (_, i) => [`p${String(i + 1)}`, {}]));
  return {
    turn: { number: 3, activePlayer: 'p1', phase: 'main', ...turn },
    players: sides,
    chain: chain.map((controller, i) => item(`c${String(i + 1)}`, controller)),
  };
}

describe('the turn of a given is one the rules can reach (spec/INTERPRETING.md 3, 4.1)', () => {
  it.each<[string, State]>([
    ['the neutral open state with the default priority', state({})],
    ['a beginning phase where nobody holds priority', state({ phase: 'beginning', priority: null })],
    ["the controller of the newest item holds priority on p1's spell", state({ priority: 'p1' }, ['p1'])],
    ['the opponent holds it after the controller passed', state({ priority: 'p2', passed: ['p1'] }, ['p1'])],
    ['a third player after two passes', state({ priority: 'p3', passed: ['p1', 'p2'] }, ['p1'], 3)],
    ['the newest item decides, not the bottom one', state({ priority: 'p2' }, ['p1', 'p2'])],
    ['the focus holder of a showdown', state({ showdown: true, focus: 'p2', priority: 'p2', passed: ['p1'] })],
    ['a chain in a showdown', state({ showdown: true, focus: 'p1', priority: 'p2', passed: ['p1'] }, ['p1'])],
  ])('accepts %s', (_, given) => {
    expect(unreachableReasons(given)).toEqual([]);
  });

  it.each<[string, State, string]>([
    ['the opponent holding priority with no pass recorded', state({ priority: 'p2' }, ['p1']), 'chain-passed'],
    [
      "a pass by the opponent on the controller's own priority (reachable after an Add activation, left out by the convention of 3)",
      state({ priority: 'p1', passed: ['p2'] }, ['p1']),
      'chain-passed',
    ],
    ['a pass skipped by a third player', state({ priority: 'p3', passed: ['p1'] }, ['p1'], 3), 'chain-passed'],
    ['nobody holding priority on a chain', state({ priority: null }, ['p1']), 'chain-priority'],
    ['a chain with the default priority', state({}, ['p1']), 'priority-unstated'],
    ['a showdown with the default priority', state({ showdown: true, focus: 'p1' }), 'priority-unstated'],
    ['the opponent holding priority on an open turn', state({ priority: 'p2' }), 'open-priority'],
    ['a pass recorded on an open turn', state({ priority: 'p1', passed: ['p1'] }), 'open-passed'],
    [
      'priority without focus in a showdown',
      state({ showdown: true, focus: 'p1', priority: 'p2' }),
      'showdown-priority',
    ],
    [
      'the focus holder among the passes',
      state({ showdown: true, focus: 'p1', priority: 'p1', passed: ['p1'] }),
      'showdown-passed',
    ],
    ['nobody holding focus in a showdown', state({ showdown: true, priority: 'p1' }), 'no-focus-in-showdown'],
    ['focus outside a showdown', state({ focus: 'p1', priority: 'p1' }), 'focus-outside-showdown'],
  ])('flags %s', (_, given, reason) => {
    expect(unreachableReasons(given)).toContain(reason);
  });

  it('is a lint finding at /given/turn whose message says what to record', () => {
    const fixture = readTestFixture(BASE_ID);
    fixture.given = { ...fixture.given, ...state({ priority: 'p2' }, ['p1']), players: fixture.given.players };
    const ruleIds = new Set(rulesIndex().rules.map((rule) => rule.id));
    const found = lintFixture({ fixture, cards: testCorpus().cards, ruleIds, coreRules: coreRules() }).filter(
      (finding) => finding.code === 'fixture/unreachable-given',
    );
    expect(found).toEqual([
      { code: 'fixture/unreachable-given', pointer: '/given/turn', data: { reason: 'chain-passed' } },
    ]);
    const message = renderFinding({ ...found[0], file: 'x.json' } as Parameters<typeof renderFinding>[0]);
    expect(message).toContain('turn.passed');
  });
});
