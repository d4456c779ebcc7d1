import { describe, expect, it } from 'vitest';
import type { PaymentStep } from '../../../schemas/types/generated.js';
import { CARD } from '../support/catalogue.js';
import { card, given, permanent, types, when, whenAll } from '../support/game.js';

describe('Deflect', () => {
  const state = given({
    p1: { hand: [card('ch', CARD.charm)], pool: { energy: 1, power: { calm: 1, chaos: 2 } } },
    p2: { base: [permanent('bc', CARD.bastionColossus)] },
  });

  it('given the Deflect paid with Chaos power, then the play is accepted (deflect.any-domain)', () => {
    const payment: PaymentStep[] = [{ type: 'spend', resources: { energy: 1, power: { calm: 1, chaos: 2 } } }];
    expect(when(state, { type: 'play', player: 'p1', card: 'ch', targets: ['bc'], payment }).code).toBeUndefined();
  });

  it('given the Deflect left out, then payment/insufficient-power (deflect.per-choice)', () => {
    const payment: PaymentStep[] = [{ type: 'spend', resources: { energy: 1, power: { calm: 1 } } }];
    expect(when(state, { type: 'play', player: 'p1', card: 'ch', targets: ['bc'], payment }).code).toBe(
      'payment/insufficient-power',
    );
  });
});

describe('new targets after finalization', () => {
  // p2 plays Charm on u; p1 answers with Redirect, which moves Charm's target onto p1's Warded Sentry (Deflect 2).
  const state = given(
    {
      p1: {
        hand: [card('rd', CARD.redirect)],
        base: [permanent('u', CARD.militiaRecruit), permanent('ws', CARD.wardedSentry)],
        mainDeck: [card('d1', CARD.charm)],
        pool: { energy: 1 },
      },
      p2: { hand: [card('ch', CARD.charm)], pool: { energy: 1, power: { calm: 1 } } },
    },
    { turn: { activePlayer: 'p2' } },
  );
  const actions = (targets: string[]) => [
    { type: 'play' as const, player: 'p2', card: 'ch', targets: ['u'], payment: 'auto' as const },
    // CR 337.4: p2 keeps priority after Charm and passes it before p1 can answer
    { type: 'pass' as const, player: 'p2' },
    {
      type: 'play' as const,
      player: 'p1',
      card: 'rd',
      targets: ['ch'],
      payment: 'auto' as const,
      decisions: [{ type: 'new-targets' as const, targets }],
    },
    { type: 'pass' as const, player: 'p1' },
  ];

  it('given a re-choice onto a Deflect unit, then no Deflect is paid and the pool stays (deflect.rechoice-free)', () => {
    const resolved = whenAll(state, [...actions(['ws']), { type: 'pass', player: 'p2' }]).at(-1);
    expect(resolved?.state.chain.map((item) => item.targets)).toEqual([['ws']]);
    expect(resolved?.state.players.p2?.pool).toEqual({ energy: 0, power: {}, universal: 0 });
  });

  it('given the re-choice, then the new target is still targeted and its trigger draws (deflect.rechoice-is-still-targeting)', () => {
    const resolved = whenAll(state, [...actions(['ws']), { type: 'pass', player: 'p2' }]).at(-1);
    expect(resolved && types(resolved)).toEqual(expect.arrayContaining(['targeted', 'ability-triggered']));
    expect(resolved?.state.players.p1?.hand.map((c) => c.id)).toEqual(['d1']);
  });

  it('given a re-choice onto an illegal target, then target/illegal and the pass is rolled back', () => {
    const waiting = whenAll(state, actions(['rd'])).at(-1)?.state ?? state;
    const outcome = when(waiting, { type: 'pass', player: 'p2' });
    expect(outcome.code).toBe('target/illegal');
    expect(outcome.state).toBe(waiting);
  });
});
