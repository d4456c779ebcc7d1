import type { CardDefinition, Scenario } from '../../schemas/types/generated.js';
import { readPackageJson } from '../load/paths.js';
import { buildScenario, type ScenarioSource } from '../scenario/build.js';

const CARD = 'OGN-010';

/** The fixture smoke sends, without expectations: what a fixture file states, the defaults left out. */
export const SMOKE_SOURCE: ScenarioSource = {
  id: 'pay-smoke-unit-paid-with-two-runes',
  title: 'A unit paid with two exhausted runes is accepted',
  rules: ['pay.from-pool'],
  requires: [],
  given: {
    turn: { number: 3, activePlayer: 'p1', phase: 'main' },
    players: {
      p1: {
        hand: [{ id: 'lr1', card: CARD }],
        runes: [
          { id: 'r1', domain: 'fury', ready: true },
          { id: 'r2', domain: 'fury', ready: true },
        ],
      },
      p2: {},
    },
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
};

/**
 * The one scenario `smoke` sends: p1 plays Legion Rearguard (2 energy) by exhausting two runes and spending the
 * energy. It requires no capability, and it is built as a run builds every scenario (buildScenario): `given`
 * completed with every default, the catalogue entry of its card.
 */
export function smokeScenario(): Scenario {
  const catalogue = readPackageJson('fixtures', 'cards', 'catalogue.json') as { cards: CardDefinition[] };
  const card = catalogue.cards.find((entry) => entry.id === CARD);
  if (!card) throw new Error(`the card catalogue has no ${CARD}`);
  return buildScenario(SMOKE_SOURCE, new Map([[CARD, card]]));
}
