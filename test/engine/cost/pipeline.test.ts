import { describe, expect, it } from 'vitest';
import type { Action, Effect } from '../../../schemas/types/generated.js';
import { createEngine } from '../../../engine/engine.js';
import { computeTotalCost } from '../../../engine/cost/pipeline.js';
import { defaultRules } from '../../../engine/default-rules.js';
import type { GameState } from '../../../engine/state/types.js';
import { CARD, CARDS, definition } from '../support/catalogue.js';
import { card, given, permanent, when } from '../support/game.js';

/** The total cost the engine reports for a play (paid with nothing, so only the cost matters). */
function totalOf(
  state: GameState,
  play: Partial<Extract<Action, { type: 'play' }>> & { card: string },
  effects?: Effect[],
) {
  const withEffects = effects ? { ...state, effects } : state;
  return when(withEffects, { type: 'play', player: 'p1', payment: [], ...play }).totalCost;
}

const reduce = (id: string, energy: number, component?: string): Effect => ({
  id,
  kind: 'cost-reduction',
  scope: component ? { player: 'p1', component } : { player: 'p1' },
  energy,
});
const increase = (id: string, energy: number): Effect => ({
  id,
  kind: 'cost-increase',
  scope: { player: 'p1' },
  energy,
});
const ignore: Effect = { id: 'ig', kind: 'ignore-base-cost', scope: { player: 'p1' } };

const charmCard = definition(CARD.charm);

describe('total cost pipeline (cost.order)', () => {
  const charm = given({ p1: { hand: [card('ch', CARD.charm)] }, p2: { base: [permanent('u', CARD.militiaRecruit)] } });

  it('given Charm under +1 energy and -2 energy, when played, then increases come before reductions: 0 energy + 1 Calm', () => {
    expect(totalOf(charm, { card: 'ch', targets: ['u'] }, [reduce('r', 2), increase('i', 1)])).toEqual({
      power: { calm: 1 },
    });
  });

  it('given Charm under a 3-energy reduction, when played, then energy floors at 0 and the power stays (cost.floor-zero)', () => {
    expect(totalOf(charm, { card: 'ch', targets: ['u'] }, [reduce('r', 3)])).toEqual({ power: { calm: 1 } });
  });

  it('given a discount with a minimum of 2 energy, when Charm (1 energy) is played, then the minimum never raises the cost (cost.discount-minimum)', () => {
    const floored: Effect = {
      id: 'm',
      kind: 'cost-reduction',
      scope: { player: 'p1' },
      energy: 1,
      minimum: { energy: 2 },
    };
    expect(totalOf(charm, { card: 'ch', targets: ['u'] }, [floored])).toEqual({ energy: 1, power: { calm: 1 } });
  });

  it('given the stages, when the total is computed, then they run in the order of the rules', () => {
    const state = charm;
    const play = {
      player: 'p1',
      instance: 'ch',
      card: charmCard,
      from: 'hand' as const,
      flow: null,
      options: [],
      targets: ['u'],
      repeatTargets: [],
      discountOrder: [],
    };
    const cost = computeTotalCost(state, { rules: defaultRules, cards: CARDS }, play);
    expect(cost.trace.map((entry) => entry.stage)).toEqual([
      'base',
      'additional',
      'increases',
      'reductions',
      'total',
      'floor',
    ]);
  });

  it('given an engine whose stage order puts reductions first, when Charm is played, then the total differs (1 energy)', () => {
    const misread = createEngine({
      costStages: () => ['base', 'additional', 'reductions', 'increases', 'total', 'floor'],
    });
    const state = { ...charm, effects: [reduce('r', 2), increase('i', 1)] };
    const outcome = when(state, { type: 'play', player: 'p1', card: 'ch', targets: ['u'], payment: [] }, misread);
    expect(outcome.totalCost).toEqual({ energy: 1, power: { calm: 1 } });
  });
});

describe('choices and optional costs', () => {
  const hand = given({ p1: { hand: [card('bb', CARD.brazenBuccaneer), card('x', CARD.charm)] } });

  it('given Brazen Buccaneer with its discard chosen, then the total is 4 energy and one discard (cost.brazen-buccaneer)', () => {
    expect(totalOf(hand, { card: 'bb', options: ['discard-for-discount'] })).toEqual({ energy: 4, discard: 1 });
  });

  it('given Brazen Buccaneer without the discard, then the total is the full 6 energy (cost.choices-first)', () => {
    expect(totalOf(hand, { card: 'bb' })).toEqual({ energy: 6 });
  });

  it('given Brazen Buccaneer with its discard under a 5-energy reduction, then the energy stops at 0', () => {
    expect(totalOf(hand, { card: 'bb', options: ['discard-for-discount'] }, [reduce('r', 5)])).toEqual({ discard: 1 });
  });
});

describe('component reductions (cost.component-reduction)', () => {
  const state = given({ p1: { hand: [card('lr', CARD.legionRearguard)] } });

  it('given a 2-energy reduction on Accelerate alone, when Accelerated, then it cannot spill onto the base: 2 energy + 1 Fury', () => {
    expect(totalOf(state, { card: 'lr', options: ['accelerate'] }, [reduce('r', 2, 'accelerate')])).toEqual({
      energy: 2,
      power: { fury: 1 },
    });
  });

  it('given a reduction on Accelerate, when Accelerate is not chosen, then nothing is reduced', () => {
    expect(totalOf(state, { card: 'lr' }, [reduce('r', 2, 'accelerate')])).toEqual({ energy: 2 });
  });

  it('given an increase scoped to Accelerate, when Accelerated, then only Accelerate grows', () => {
    const up: Effect = {
      id: 'u',
      kind: 'cost-increase',
      scope: { player: 'p1', component: 'accelerate' },
      power: { fury: 1 },
    };
    expect(totalOf(state, { card: 'lr', options: ['accelerate'] }, [up])).toEqual({ energy: 3, power: { fury: 2 } });
  });

  it('given a 2-energy reduction and a 1-energy increase on Accelerate alone, when Accelerated, then the reduction stops at 0 before the increase: 3 energy + 1 Fury (CR 356.4.c, 356.3)', () => {
    const up: Effect = { id: 'u', kind: 'cost-increase', scope: { player: 'p1', component: 'accelerate' }, energy: 1 };
    expect(totalOf(state, { card: 'lr', options: ['accelerate'] }, [reduce('r', 2, 'accelerate'), up])).toEqual({
      energy: 3,
      power: { fury: 1 },
    });
  });
});

describe('reduction scope and non-resource costs', () => {
  const state = given({ p1: { hand: [card('tc', CARD.titheCollector), card('x', CARD.charm)] } });

  it('given Tithe Collector under a 1-energy reduction, then 2 energy + 1 Order + one discard (cost.reduction-scope)', () => {
    expect(totalOf(state, { card: 'tc' }, [reduce('r', 1)])).toEqual({ energy: 2, power: { order: 1 }, discard: 1 });
  });

  it('given a power reduction naming another key, then the Order requirement stays', () => {
    const other: Effect = { id: 'r', kind: 'cost-reduction', scope: { player: 'p1' }, power: { fury: 1 } };
    expect(totalOf(state, { card: 'tc' }, [other])).toEqual({ energy: 3, power: { order: 1 }, discard: 1 });
  });

  it('given "ignore the cost", then only the base energy and power go: one discard remains (cost.ignore-base)', () => {
    expect(totalOf(state, { card: 'tc' }, [ignore])).toEqual({ discard: 1 });
  });

  it('given an effect scoped to another player or card type, then it does not apply', () => {
    const theirs: Effect = { id: 'r', kind: 'cost-reduction', scope: { player: 'p2' }, energy: 3 };
    const spells: Effect = { id: 's', kind: 'cost-reduction', scope: { player: 'p1', cardType: 'spell' }, energy: 3 };
    expect(totalOf(state, { card: 'tc' }, [theirs, spells])).toEqual({ energy: 3, power: { order: 1 }, discard: 1 });
  });
});

describe('Accelerate in the total', () => {
  const state = given({
    p1: {
      hand: [
        card('lr', CARD.legionRearguard),
        card('ds', CARD.driftingScout),
        card('sh', CARD.stormHerald),
        card('tw', CARD.twiceHastedRunner),
      ],
    },
  });

  it('given Legion Rearguard with Accelerate, then 3 energy + 1 Fury power (accelerate.legion-rearguard)', () => {
    expect(totalOf(state, { card: 'lr', options: ['accelerate'] })).toEqual({ energy: 3, power: { fury: 1 } });
  });

  it('given a domainless unit, then Accelerate asks power of any domain (accelerate.domain)', () => {
    expect(totalOf(state, { card: 'ds', options: ['accelerate'] })).toEqual({ energy: 2, power: { any: 1 } });
  });

  it('given a Calm and Fury unit, then Accelerate asks power of either domain, keyed calm|fury', () => {
    expect(totalOf(state, { card: 'sh', options: ['accelerate'] })).toEqual({ energy: 4, power: { 'calm|fury': 1 } });
  });

  it('given two instances of Accelerate, then it is charged once (accelerate.single-benefit)', () => {
    expect(totalOf(state, { card: 'tw', options: ['accelerate'] })).toEqual({ energy: 3, power: { fury: 1 } });
  });

  it('given a granted second Accelerate, then it is still charged once', () => {
    const grant: Effect = { id: 'g', kind: 'grant-keyword', card: 'lr', keyword: { keyword: 'accelerate' } };
    expect(totalOf(state, { card: 'lr', options: ['accelerate'] }, [grant])).toEqual({ energy: 3, power: { fury: 1 } });
  });

  it('given its base cost ignored, then Accelerate still costs 1 energy + 1 Fury (accelerate.with-ignored-base)', () => {
    expect(totalOf(state, { card: 'lr', options: ['accelerate'] }, [ignore])).toEqual({
      energy: 1,
      power: { fury: 1 },
    });
  });
});

describe('Deflect in the total', () => {
  const board = {
    p1: { hand: [card('ch', CARD.charm), card('ts', CARD.twinStrike)], base: [permanent('own', CARD.bastionColossus)] },
    p2: {
      base: [
        permanent('bc', CARD.bastionColossus),
        permanent('bs', CARD.bulwarkSentinel),
        permanent('sb', CARD.shieldBearer),
      ],
    },
  };
  const state = given(board);

  it('given Charm choosing an enemy Deflect 2 unit, then 2 power of any domain is added (deflect.per-choice)', () => {
    expect(totalOf(state, { card: 'ch', targets: ['bc'] })).toEqual({ energy: 1, power: { any: 2, calm: 1 } });
  });

  it('given plain Deflect, then it counts as Deflect 1 (deflect.default-value)', () => {
    expect(totalOf(state, { card: 'ch', targets: ['bs'] })).toEqual({ energy: 1, power: { any: 1, calm: 1 } });
  });

  it('given the same Deflect 2 unit chosen twice, then 4 power (deflect.repeated-choice)', () => {
    expect(totalOf(state, { card: 'ts', targets: ['bc', 'bc'] })).toEqual({ energy: 1, power: { any: 4 } });
  });

  it('given it also granted Deflect 1, then each choice costs 3: 6 power (deflect.stacking)', () => {
    const grant: Effect = { id: 'g', kind: 'grant-keyword', card: 'bc', keyword: { keyword: 'deflect', value: 1 } };
    expect(totalOf(state, { card: 'ts', targets: ['bc', 'bc'] }, [grant])).toEqual({ energy: 1, power: { any: 6 } });
  });

  it("given a player's own spell choosing their own Deflect unit, then nothing is added (deflect.opponents-only)", () => {
    const own = given({ ...board, p1: { ...board.p1, hand: [card('tb', 'TST-025')] } });
    expect(totalOf(own, { card: 'tb', targets: ['own', 'own'] })).toEqual({ energy: 1 });
  });

  it('given a reduction scoped to Deflect, then it applies to each choice on its own', () => {
    const cut: Effect = {
      id: 'r',
      kind: 'cost-reduction',
      scope: { player: 'p1', component: 'deflect' },
      power: { any: 1 },
    };
    expect(totalOf(state, { card: 'ts', targets: ['bc', 'bs'] }, [cut])).toEqual({ energy: 1, power: { any: 1 } });
  });
});

describe('Flow in the total', () => {
  const state = given({
    p1: {
      trash: [card('du', CARD.dredgeUp), card('tc', CARD.twofoldCurrent), card('eb', CARD.echoingBolt)],
      hand: [card('x', CARD.charm)],
    },
    p2: { base: [permanent('bc', CARD.bastionColossus), permanent('mr', CARD.militiaRecruit)] },
  });

  it('given Dredge Up played with Flow, then the Flow cost replaces the printed one: 2 energy (flow.alternative-base-cost)', () => {
    expect(totalOf(state, { card: 'du', flow: 0 })).toEqual({ energy: 2 });
  });

  it('given two Flow instances, then exactly the chosen one is used (flow.choose-one-instance)', () => {
    expect(totalOf(state, { card: 'tc', flow: 0 })).toEqual({ energy: 3 });
    expect(totalOf(state, { card: 'tc', flow: 1 })).toEqual({ energy: 1, discard: 1 });
  });

  it('given Flow 2 + Repeat 1, the first execution choosing the Deflect 2 unit and the repeated one a unit without Deflect, then 3 energy + 2 any power (flow.worked-example)', () => {
    expect(
      totalOf(state, { card: 'eb', flow: 0, options: ['repeat'], targets: ['bc'], repeatTargets: [['mr']] }),
    ).toEqual({ energy: 3, power: { any: 2 } });
  });

  it('given Flow 2 + Repeat 1, both executions choosing the Deflect 2 unit, then Deflect is charged for each choice: 3 energy + 4 any power (repeat.own-choices)', () => {
    expect(
      totalOf(state, { card: 'eb', flow: 0, options: ['repeat'], targets: ['bc'], repeatTargets: [['bc']] }),
    ).toEqual({ energy: 3, power: { any: 4 } });
  });

  it('given a 1-energy increase, then the Flow cost is only the start: 3 energy (flow.full-pipeline)', () => {
    expect(totalOf(state, { card: 'du', flow: 0 }, [increase('i', 1)])).toEqual({ energy: 3 });
  });
});
