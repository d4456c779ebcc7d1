import { describe, expect, it } from 'vitest';
import type { Resources } from '../../../schemas/types/generated.js';
import { fromCost, type CostAmounts } from '../../../engine/cost/amounts.js';
import { defaultRules } from '../../../engine/default-rules.js';
import { exactCoverage, spendsTooMuch } from '../../../engine/pay/check.js';
import { newRun } from '../../../engine/pay/run.js';

const charm = fromCost({ energy: 1, power: { calm: 1 } });

function coverage(total: CostAmounts, spent: Resources, discards = 0, kills = 0) {
  const run = { ...newRun('p1', total, 'play'), progress: { spent, discards, kills } };
  return exactCoverage(run, defaultRules);
}

describe('the coverage check (INTERPRETING 4.4)', () => {
  it('given exactly 1 energy and 1 Calm for Charm, then it is covered', () => {
    expect(coverage(charm, { energy: 1, power: { calm: 1 } })).toBeUndefined();
  });

  it('given universal power for the Calm requirement, then it is covered (pay.universal-power)', () => {
    expect(coverage(charm, { energy: 1, universal: 1 })).toBeUndefined();
  });

  it('given Fury power for the Calm requirement, then payment/insufficient-power (pay.domain-match)', () => {
    expect(coverage(charm, { energy: 1, power: { fury: 1 } })).toBe('payment/insufficient-power');
  });

  it('given universal power and no energy, then payment/insufficient-energy (universal never pays energy)', () => {
    expect(coverage(charm, { universal: 2 })).toBe('payment/insufficient-energy');
  });

  it('given power of mixed domains for an any requirement, then it is covered (pay.any-domain)', () => {
    expect(coverage(fromCost({ power: { any: 2 } }), { power: { fury: 1, order: 1 } })).toBeUndefined();
  });

  it('given power of either domain for a calm|fury requirement, then each is accepted, another is not', () => {
    const twoDomains = fromCost({ power: { 'calm|fury': 1 } });
    expect(coverage(twoDomains, { power: { fury: 1 } })).toBeUndefined();
    expect(coverage(twoDomains, { power: { calm: 1 } })).toBeUndefined();
    expect(coverage(twoDomains, { power: { mind: 1 } })).toBe('payment/insufficient-power');
  });

  it('given a missing discard, then payment/unpaid-cost', () => {
    expect(coverage(fromCost({ energy: 1, discard: 1 }), { energy: 1 })).toBe('payment/unpaid-cost');
  });

  it('given resources left over after every requirement is met, then payment/overpaid', () => {
    expect(coverage(charm, { energy: 2, power: { calm: 1 } })).toBe('payment/overpaid');
  });
});

describe('a spend step that spends too much', () => {
  it('given more energy than the total asks, then it spends too much, whatever the power', () => {
    expect(spendsTooMuch({ energy: 2 }, charm, defaultRules)).toBe(true);
  });

  it('given power of a domain the total does not name, within its power, then it is not (yet) too much', () => {
    expect(spendsTooMuch({ power: { fury: 1 } }, charm, defaultRules)).toBe(false);
  });

  it('given more power than the total asks, then it spends too much', () => {
    expect(spendsTooMuch({ universal: 2 }, charm, defaultRules)).toBe(true);
  });
});
