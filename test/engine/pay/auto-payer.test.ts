import { describe, expect, it } from 'vitest';
import type { Rune } from '../../../schemas/types/generated.js';
import { fromCost } from '../../../engine/cost/amounts.js';
import { defaultRules } from '../../../engine/default-rules.js';
import { autoPay, type PaymentProblem } from '../../../engine/pay/auto-payer.js';
import { enumeratePayments, paymentExists } from '../../../engine/pay/brute-force.js';
import type { GameState } from '../../../engine/state/types.js';
import { CARD, CARDS } from '../support/catalogue.js';
import { card, given, permanent, rune, types, when } from '../support/game.js';

const context = { rules: defaultRules, cards: CARDS };
const problem = (
  state: GameState,
  total: Parameters<typeof fromCost>[0],
  extra: Partial<PaymentProblem> = {},
): PaymentProblem => ({
  state,
  context,
  player: 'p1',
  total: fromCost(total),
  ...extra,
});

describe('the automatic payer', () => {
  it('given energy in the pool, then it spends the pool before touching a rune', () => {
    const state = given({ p1: { pool: { energy: 2 }, runes: [rune('r', 'fury')] } });
    expect(autoPay(problem(state, { energy: 2 }))).toEqual([
      { type: 'spend', resources: { energy: 2, power: {}, universal: 0 } },
    ]);
  });

  it('given one ready Calm rune for Charm, then it exhausts and recycles that rune', () => {
    const state = given({ p1: { runes: [rune('c', 'calm')] } });
    expect(autoPay(problem(state, { energy: 1, power: { calm: 1 } }))).toEqual([
      { type: 'exhaust-rune', rune: 'c' },
      { type: 'recycle-rune', rune: 'c' },
      { type: 'spend', resources: { energy: 1, power: { calm: 1 }, universal: 0 } },
    ]);
  });

  it('given an exhausted rune of the right domain, then it is recycled rather than a ready one', () => {
    const state = given({ p1: { runes: [rune('ready', 'calm'), rune('spent', 'calm', false)] } });
    const steps = autoPay(problem(state, { power: { calm: 1 } }));
    expect(steps?.[0]).toEqual({ type: 'recycle-rune', rune: 'spent' });
  });

  it('given universal and Fury power for any + Calm, then universal pays Calm and Fury pays any', () => {
    const state = given({ p1: { pool: { universal: 1, power: { fury: 1 } } } });
    expect(autoPay(problem(state, { power: { any: 1, calm: 1 } }))).toEqual([
      { type: 'spend', resources: { energy: 0, power: { fury: 1 }, universal: 1 } },
    ]);
  });

  it('given too few resources, then there is no payment', () => {
    const state = given({ p1: { runes: [rune('c', 'calm')] } });
    expect(autoPay(problem(state, { energy: 2 }))).toBeUndefined();
    expect(autoPay(problem(state, { power: { fury: 1 } }))).toBeUndefined();
  });

  it('given a ready Conduit, then it is used only when the runes do not suffice', () => {
    const state = given({ p1: { base: [permanent('ec', CARD.energyConduit)], runes: [rune('r', 'mind')] } });
    expect(autoPay(problem(state, { energy: 1 }))?.map((step) => step.type)).toEqual(['exhaust-rune', 'spend']);
    expect(autoPay(problem(state, { energy: 2 }))?.map((step) => step.type)).toEqual([
      'activate',
      'exhaust-rune',
      'spend',
    ]);
  });

  it('given a Prism Converter, then it pays its energy from the pool after the runes, as often as the total needs', () => {
    const converter = { ...permanent('pc', CARD.prismConverter), ready: false };
    const state = given({ p1: { base: [converter], pool: { energy: 2 }, runes: [rune('r', 'mind')] } });
    expect(autoPay(problem(state, { energy: 1 }))?.map((step) => step.type)).toEqual(['spend']);
    expect(autoPay(problem(state, { energy: 1, power: { calm: 2 } }))).toEqual([
      { type: 'exhaust-rune', rune: 'r' },
      { type: 'activate', card: 'pc', ability: 'convert' },
      { type: 'activate', card: 'pc', ability: 'convert' },
      { type: 'spend', resources: { energy: 1, power: {}, universal: 2 } },
    ]);
    expect(autoPay(problem(state, { energy: 2, power: { calm: 2 } }))).toBeUndefined();
  });

  it('given a kill cost and a target, then a unit that is not the target is killed (pay.no-self-defeating-choice)', () => {
    const state = given({ p1: { base: [permanent('a', CARD.militiaRecruit), permanent('b', CARD.militiaRecruit)] } });
    expect(autoPay(problem(state, { kill: 1 }, { targets: ['a'] }))).toEqual([{ type: 'kill', card: 'b' }]);
  });

  it('given a discard cost, then the card being played is never discarded', () => {
    const state = given({ p1: { hand: [card('me', CARD.titheCollector), card('x', CARD.charm)] } });
    expect(autoPay(problem(state, { discard: 1 }, { played: 'me' }))).toEqual([{ type: 'discard', card: 'x' }]);
    expect(autoPay(problem(state, { discard: 2 }, { played: 'me' }))).toBeUndefined();
  });

  it('given the same problem twice, then the same payment comes back (deterministic)', () => {
    const state = given({
      p1: { runes: [rune('a', 'fury'), rune('b', 'calm'), rune('c', 'fury', false)], pool: { universal: 1 } },
    });
    const total = { energy: 1, power: { fury: 1, any: 1 } };
    expect(autoPay(problem(state, total))).toEqual(autoPay(problem(state, total)));
  });

  it('given 100 runes, then a payment of 40 energy and 60 power is found quickly (polynomial)', () => {
    const domains = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'] as const;
    const runes: Rune[] = Array.from({ length: 100 }, (_v, i) => rune(`r${i}`, domains[i % 6] ?? 'fury', i % 3 !== 0));
    const state = given({ p1: { runes } });
    const started = performance.now();
    const steps = autoPay(problem(state, { energy: 40, power: { fury: 10, calm: 10, 'mind|body': 20, any: 20 } }));
    expect(steps).toBeDefined();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('given "auto" in a play, then the steps it chose are reported as events', () => {
    const state = given({
      p1: { hand: [card('ch', CARD.charm)], runes: [rune('c', 'calm')] },
      p2: { base: [permanent('u', CARD.militiaRecruit)] },
    });
    const outcome = when(state, { type: 'play', player: 'p1', card: 'ch', targets: ['u'], payment: 'auto' });
    expect(types(outcome).slice(0, 3)).toEqual(['rune-exhausted', 'rune-recycled', 'resource-spent']);
  });

  it('given "auto" and no payment, then payment/unpayable', () => {
    const state = given({
      p1: { hand: [card('ch', CARD.charm)] },
      p2: { base: [permanent('u', CARD.militiaRecruit)] },
    });
    expect(when(state, { type: 'play', player: 'p1', card: 'ch', targets: ['u'], payment: 'auto' }).code).toBe(
      'payment/unpayable',
    );
  });

  it('given "auto" where only the target can be killed, then the play fails its legality check (target/illegal)', () => {
    const state = given({
      p1: { hand: [card('br', CARD.bloodRally)], base: [permanent('a', CARD.militiaRecruit)], pool: { energy: 1 } },
    });
    expect(when(state, { type: 'play', player: 'p1', card: 'br', targets: ['a'], payment: 'auto' }).code).toBe(
      'target/illegal',
    );
  });
});

describe('the brute-force enumerator', () => {
  it('given one Calm rune and Charm, then every payment it lists exhausts and recycles that rune', () => {
    const state = given({ p1: { runes: [rune('c', 'calm')] } });
    const payments = [...enumeratePayments(problem(state, { energy: 1, power: { calm: 1 } }))];
    expect(payments).toHaveLength(1);
    expect(payments[0]?.map((step) => step.type)).toEqual(['exhaust-rune', 'recycle-rune', 'spend']);
  });

  it('given two Fury runes and 1 energy, then it lists the three rune uses that pay it', () => {
    const state = given({ p1: { runes: [rune('a', 'fury'), rune('b', 'fury')] } });
    expect(paymentExists(problem(state, { energy: 1 }))).toBe(true);
    expect([...enumeratePayments(problem(state, { energy: 1 }))].length).toBeGreaterThanOrEqual(2);
  });

  it('given an unpayable total, then it lists nothing', () => {
    const state = given({ p1: { runes: [rune('a', 'fury')] } });
    expect(paymentExists(problem(state, { power: { calm: 1 } }))).toBe(false);
  });
});
