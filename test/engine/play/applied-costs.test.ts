import { describe, expect, it } from 'vitest';
import type { Action } from '../../../schemas/types/generated.js';
import { CARD } from '../support/catalogue.js';
import { given, permanent, rune, types, when } from '../support/game.js';

describe('an applied cost on activating an ability (add.applied-cost)', () => {
  const effects = [
    { id: 'ac', kind: 'applied-cost' as const, scope: { player: 'p1' }, action: 'activate' as const, energy: 1 },
  ];
  const state = (conduit: boolean) =>
    given(
      {
        p1: {
          base: [permanent('gp', CARD.grapplingPost), ...(conduit ? [permanent('ec', CARD.energyConduit)] : [])],
          runes: [rune('r1', 'body')],
        },
        p2: { battlefield: [permanent('mr', CARD.militiaRecruit)] },
      },
      { effects },
    );
  const activate = (appliedPayment?: Extract<Action, { type: 'activate' }>['appliedPayment']): Action => ({
    type: 'activate',
    player: 'p1',
    card: 'gp',
    ability: 'pull',
    targets: ['mr'],
    payment: [
      { type: 'exhaust-rune', rune: 'r1' },
      { type: 'spend', resources: { energy: 1 } },
    ],
    ...(appliedPayment === undefined ? {} : { appliedPayment }),
  });

  it('given it paid with Energy Conduit mid-payment, then the ability resolves with no chain item and priority unchanged (CR 204.4.b, 204.4.b.1)', () => {
    const done = when(
      state(true),
      activate([
        { type: 'activate', card: 'ec', ability: 'add-energy' },
        { type: 'spend', resources: { energy: 1 } },
      ]),
    );
    expect(done.code).toBeUndefined();
    expect(done.totalCost).toEqual({ energy: 1 });
    expect(done.state.chain).toEqual([]);
    expect(done.state.turn.priority).toBe('p1');
    expect(done.state.players.p2?.base.map((unit) => unit.id)).toEqual(['mr']);
    expect(types(done)).not.toContain('priority-passed');
  });

  it('given it left unpaid, then the activation is not performed and the state is unchanged (CR 204.4.c)', () => {
    const refused = when(state(false), activate());
    expect(refused.code).toBe('payment/insufficient-energy');
    expect(refused.state).toEqual(state(false));
  });

  it('given no applied cost in scope, then an appliedPayment that spends is overpaid', () => {
    const free = given({
      p1: { base: [permanent('gp', CARD.grapplingPost)], runes: [rune('r1', 'body'), rune('r2', 'body')] },
      p2: { battlefield: [permanent('mr', CARD.militiaRecruit)] },
    });
    const overpaid = when(
      free,
      activate([
        { type: 'exhaust-rune', rune: 'r2' },
        { type: 'spend', resources: { energy: 1 } },
      ]),
    );
    expect(overpaid.code).toBe('payment/overpaid');
  });
});
