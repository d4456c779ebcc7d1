import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { completeState } from '../../harness/verdict/complete.js';
import { deepEqual } from '../../harness/verdict/deep-equal.js';
import { completeState as fillDefaults } from '../../schemas/types/defaults.js';
import type { State } from '../../schemas/types/generated.js';

const ANYTHING = fc.anything({
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withDate: true,
  withNullPrototype: true,
  withSparseArray: true,
  withObjectString: true,
  withTypedArray: true,
  maxDepth: 4,
});

describe('deepEqual (harness/verdict/deep-equal.ts)', () => {
  it('says what util.isDeepStrictEqual says on two copies of any value, and on two values', () => {
    fc.assert(
      fc.property(fc.clone(ANYTHING, 2), ([a, b]) => {
        expect(deepEqual(a, b)).toBe(isDeepStrictEqual(a, b));
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(ANYTHING, ANYTHING, (a, b) => {
        expect(deepEqual(a, b)).toBe(isDeepStrictEqual(a, b));
      }),
      { numRuns: 300 },
    );
  });

  it('tells apart what plain JSON would not: holes, extra keys, symbols, prototypes, -0, hidden keys', () => {
    const withExtra = Object.assign([1, 2], { extra: true });
    const hidden = Object.defineProperty({ a: 1 }, 'b', { value: 2, enumerable: false });
    const holey = Object.assign(new Array<number>(3), { 0: 1, 2: 3 });
    const pairs: [unknown, unknown][] = [
      [holey, [1, undefined, 3]],
      [withExtra, [1, 2]],
      [{ a: 1, [Symbol.for('s')]: 1 }, { a: 1 }],
      [Object.assign(Object.create(null) as object, { a: 1 }), { a: 1 }],
      [0, -0],
      [{ n: Number.NaN }, { n: Number.NaN }],
      [hidden, { a: 1, b: 2 }],
      [{ a: 1, b: 2 }, hidden],
      [{ a: undefined }, {}],
      [{ a: [{ b: 1 }] }, { a: [{ b: 1 }] }],
    ];
    for (const [a, b] of pairs) {
      expect(deepEqual(a, b)).toBe(isDeepStrictEqual(a, b));
      expect(deepEqual(b, a)).toBe(isDeepStrictEqual(b, a));
    }
  });
});

describe('completeState of the verdict (harness/verdict/complete.ts)', () => {
  const state: State = {
    turn: { number: 1, activePlayer: 'p1', phase: 'main' },
    players: { p1: { hand: [{ id: 'c1', card: 'x' }], pool: { energy: 1 } }, p2: {} },
  } as unknown as State;

  it('fills the defaults as schemas/types/defaults.ts does, and gives a state it completed back as it is', () => {
    const full = completeState(state);
    expect(full).toEqual(fillDefaults(state));
    expect(completeState(full)).toBe(full);
    expect(fillDefaults(full)).toEqual(full);
  });

  it('completes a state it did not make each time: an incomplete copy of a completed state is filled again', () => {
    const full = completeState(state);
    const copy = { ...full, chain: undefined } as unknown as State;
    expect(completeState(copy)).toEqual(full);
    expect(completeState(state)).not.toBe(full);
  });
});
