import type { CardDefinition, Scenario } from '../../schemas/types/generated.js';
import { readPackageJson } from '../paths.js';

const CARD = 'OGN-010';

function emptyPlayer(): Scenario['given']['players'][string] {
  return {
    hand: [],
    trash: [],
    base: [],
    battlefield: [],
    banishment: [],
    mainDeck: [],
    runeDeck: [],
    runes: [],
    pool: {},
  };
}

/**
 * The one scenario `smoke` sends: p1 plays Legion Rearguard (2 energy) by exhausting two runes and spending the
 * energy. It requires no capability, and its `given` is complete, as a runner hands it.
 */
export function smokeScenario(): Scenario {
  const catalogue = readPackageJson('fixtures', 'cards', 'catalogue.json') as { cards: CardDefinition[] };
  const card = catalogue.cards.find((entry) => entry.id === CARD);
  if (!card) throw new Error(`the card catalogue has no ${CARD}`);
  const p1 = emptyPlayer();
  return {
    id: 'pay-smoke-unit-paid-with-two-runes',
    title: 'A unit paid with two exhausted runes is accepted',
    rules: ['pay.from-pool'],
    requires: [],
    given: {
      turn: { number: 3, activePlayer: 'p1', phase: 'main', priority: 'p1', focus: null, showdown: false, passed: [] },
      players: {
        p1: {
          ...p1,
          hand: [{ id: 'lr1', card: CARD }],
          runes: [
            { id: 'r1', domain: 'fury', ready: true },
            { id: 'r2', domain: 'fury', ready: true },
          ],
        },
        p2: emptyPlayer(),
      },
      chain: [],
      effects: [],
    },
    when: [
      {
        type: 'play',
        player: 'p1',
        card: 'lr1',
        payment: [
          { type: 'exhaust-rune', rune: 'r1' },
          { type: 'exhaust-rune', rune: 'r2' },
          { type: 'spend', resources: { energy: 2 } },
        ],
      },
    ],
    cards: [card],
  };
}
