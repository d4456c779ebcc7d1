import { describe, expect, it } from 'vitest';
import { allocate, type Demand, type Supply } from '../../../engine/pay/matching.js';
import { powerMatchesRequirement } from '../../../engine/pay/sources.js';

const accepts = (type: Supply['type'], key: Demand['key']): boolean =>
  key === 'energy' ? type === 'energy' : powerMatchesRequirement(type, key);

describe('allocate (min-cost max-flow)', () => {
  it('given domain power and universal power, then the domain power goes to its domain and universal to the rest', () => {
    const supplies: Supply[] = [
      { type: 'universal', amount: 1, cost: 0 },
      { type: 'fury', amount: 1, cost: 0 },
    ];
    const allocation = allocate(
      supplies,
      [
        { key: 'fury', amount: 1 },
        { key: 'calm', amount: 1 },
      ],
      accepts,
    );
    expect(allocation.covered).toEqual([1, 1]);
    expect(allocation.flows).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('given a cheaper and a dearer supply of the same resource, then the cheaper is used first', () => {
    const supplies: Supply[] = [
      { type: 'energy', amount: 3, cost: 5 },
      { type: 'energy', amount: 3, cost: 1 },
    ];
    const allocation = allocate(supplies, [{ key: 'energy', amount: 4 }], accepts);
    expect(allocation.used).toEqual([1, 3]);
  });

  it('given too little, then the largest allocation is returned and the demand is short', () => {
    const allocation = allocate(
      [{ type: 'mind', amount: 2, cost: 0 }],
      [
        { key: 'fury', amount: 1 },
        { key: 'any', amount: 1 },
      ],
      accepts,
    );
    expect(allocation.covered).toEqual([0, 1]);
  });

  it('given a greedy trap, then the maximum matching is still found', () => {
    // Universal first into "any" would leave calm unpaid; the flow reroutes it.
    const supplies: Supply[] = [
      { type: 'universal', amount: 1, cost: 0 },
      { type: 'fury', amount: 1, cost: 1 },
    ];
    const allocation = allocate(
      supplies,
      [
        { key: 'any', amount: 1 },
        { key: 'calm', amount: 1 },
      ],
      accepts,
    );
    expect(allocation.covered).toEqual([1, 1]);
  });
});
