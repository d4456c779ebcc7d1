import { describe, expect, it } from 'vitest';
import type { Action, TriggerCost } from '../../../schemas/types/generated.js';
import { createEngine } from '../../../engine/engine.js';
import { CARD } from '../support/catalogue.js';
import { card, given, permanent, rune, types, when, whenAll } from '../support/game.js';

describe("a triggered ability's cost, paid or declined as it goes on the chain (add.trigger-cost-declined)", () => {
  const state = given({
    p1: { hand: [card('ch', CARD.charm)], pool: { energy: 1, power: { calm: 1 } } },
    p2: {
      battlefield: [permanent('ts', CARD.tollingSentry)],
      base: [permanent('ec', CARD.energyConduit)],
      runes: [rune('r2', 'calm')],
      mainDeck: [card('m2', CARD.charm)],
    },
  });
  const play = (choice?: TriggerCost['payment']): Action => ({
    type: 'play',
    player: 'p1',
    card: 'ch',
    targets: ['ts'],
    payment: [{ type: 'spend', resources: { energy: 1, power: { calm: 1 } } }],
    ...(choice === undefined ? {} : { triggerCosts: [{ item: 'ts-targeted', payment: choice }] }),
  });

  it('given the cost declined, then the ability is removed: no chain item, nothing spent, nothing countered (CR 404.2, 404.2.a)', () => {
    const played = when(state, play('decline'));
    expect(played.code).toBeUndefined();
    expect(played.state.chain.map((item) => item.id)).toEqual(['ch']);
    expect(played.state.turn.priority).toBe('p1');
    expect(types(played)).not.toContain('countered');
    expect(played.state.players.p2?.runes).toEqual([rune('r2', 'calm')]);
  });

  it('given the cost paid with a Reaction Add ability, then the ability waits on the chain and draws after the passes (CR 404.1, 429.3)', () => {
    const conduit: TriggerCost['payment'] = [
      { type: 'activate', card: 'ec', ability: 'add-energy' },
      { type: 'spend', resources: { energy: 1 } },
    ];
    const [played, , resolved] = whenAll(state, [
      play(conduit),
      { type: 'pass', player: 'p2' },
      { type: 'pass', player: 'p1' },
    ]);
    expect(played?.state.chain.map((item) => item.id)).toEqual(['ch', 'ts-targeted']);
    expect(played?.state.turn.priority).toBe('p2');
    expect(resolved?.state.players.p2?.hand.map((c) => c.id)).toEqual(['m2']);
  });

  it('given no choice scripted, then decision/missing and the play is rolled back', () => {
    const missed = when(state, play());
    expect(missed.code).toBe('decision/missing');
    expect(missed.state).toEqual(state);
  });

  it('given a payment that does not cover the cost, then its code and the play is rolled back', () => {
    const short = when(state, play([]));
    expect(short.code).toBe('payment/insufficient-energy');
    expect(short.state).toEqual(state);
  });

  it('given an engine that reports a declined ability as countered, then a countered event appears', () => {
    const engine = createEngine({
      declineTrigger: (session, item) => {
        session.emit({ type: 'countered', player: item.controller, card: item.id, by: 'ts' });
      },
    });
    expect(types(when(state, play('decline'), engine))).toContain('countered');
  });
});
