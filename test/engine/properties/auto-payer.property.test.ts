import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Domain, State } from '../../../schemas/types/generated.js';
import { fromCost } from '../../../engine/cost/amounts.js';
import { defaultRules } from '../../../engine/default-rules.js';
import { autoPay, type PaymentProblem } from '../../../engine/pay/auto-payer.js';
import { paymentExists } from '../../../engine/pay/brute-force.js';
import { newRun, runPayment } from '../../../engine/pay/run.js';
import { fromState } from '../../../engine/state/normalize.js';
import { Session } from '../../../engine/state/session.js';
import { CARD, CARDS } from '../support/catalogue.js';
import { cases } from '../../sampling.js';

const DOMAINS: Domain[] = ['fury', 'calm', 'mind'];
const KEYS = ['fury', 'calm', 'any', 'calm|fury', 'mind'];
const context = { rules: defaultRules, cards: CARDS };

/** Small payment problems: at most 6 runes, a small pool, maybe Conduits and a Prism Converter, a hand and units. */
const problemArbitrary: fc.Arbitrary<PaymentProblem> = fc
  .record({
    runes: fc.array(fc.tuple(fc.constantFrom(...DOMAINS), fc.boolean()), { maxLength: 6 }),
    energy: fc.integer({ min: 0, max: 2 }),
    power: fc.dictionary(fc.constantFrom(...DOMAINS), fc.integer({ min: 0, max: 1 }), { maxKeys: 2 }),
    universal: fc.integer({ min: 0, max: 1 }),
    conduits: fc.array(fc.boolean(), { maxLength: 2 }),
    converters: fc.integer({ min: 0, max: 1 }),
    hand: fc.integer({ min: 0, max: 2 }),
    units: fc.integer({ min: 0, max: 2 }),
    total: fc.record({
      energy: fc.integer({ min: 0, max: 4 }),
      power: fc.dictionary(fc.constantFrom(...KEYS), fc.integer({ min: 0, max: 2 }), { maxKeys: 2 }),
      discard: fc.integer({ min: 0, max: 1 }),
      kill: fc.integer({ min: 0, max: 1 }),
    }),
    targetFirstUnit: fc.boolean(),
  })
  .map((p) => {
    const state: State = {
      turn: { number: 1, activePlayer: 'p1', phase: 'main' },
      players: {
        p1: {
          runes: p.runes.map(([domain, ready], i) => ({ id: `r${i}`, domain, ready })),
          pool: { energy: p.energy, power: p.power, universal: p.universal },
          base: [
            ...p.conduits.map((ready, i) => ({ id: `ec${i}`, card: CARD.energyConduit, ready })),
            // pays 1 energy from the pool for 1 universal power, again and again (CR 429.3, 135.2.e.5.b)
            ...Array.from({ length: p.converters }, (_v, i) => ({
              id: `pc${i}`,
              card: CARD.prismConverter,
              ready: false,
            })),
            ...Array.from({ length: p.units }, (_v, i) => ({ id: `u${i}`, card: CARD.militiaRecruit, ready: true })),
          ],
          hand: Array.from({ length: p.hand }, (_v, i) => ({ id: `h${i}`, card: CARD.charm })),
        },
        p2: {},
      },
    };
    return {
      state: fromState(state),
      context,
      player: 'p1',
      total: fromCost(p.total),
      targets: p.targetFirstUnit && p.units > 0 ? ['u0'] : [],
    };
  });

describe('the automatic payer against the brute-force enumerator', () => {
  it('finds a payment exactly when one exists, and the payment it finds is accepted step by step', () => {
    fc.assert(
      fc.property(problemArbitrary, (problem) => {
        const steps = autoPay(problem);
        expect(steps !== undefined).toBe(paymentExists(problem));
        if (!steps) return;
        const session = new Session(context, problem.state);
        const failed = runPayment(session, newRun('p1', problem.total, 'resolution'), steps);
        expect(failed).toBeUndefined();
      }),
      { numRuns: cases(600) },
    );
  });

  it('never kills a chosen target when another friendly unit can pay (pay.no-self-defeating-choice)', () => {
    fc.assert(
      fc.property(problemArbitrary, (problem) => {
        const steps = autoPay(problem) ?? [];
        const killed = steps.flatMap((step) => (step.type === 'kill' ? [step.card] : []));
        const units = problem.state.players.p1?.base.filter((p) => p.card === CARD.militiaRecruit).length ?? 0;
        if (units > problem.total.kill) expect(killed.filter((id) => problem.targets?.includes(id))).toEqual([]);
      }),
      { numRuns: cases(300) },
    );
  });
});
