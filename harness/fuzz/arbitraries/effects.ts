import fc from 'fast-check';
import type { CardType } from '../../../schemas/types/generated.js';
import type { EffectKind, EffectRecipe } from '../recipe.js';
import type { Allowed } from '../vocabulary.js';
import { DOMAINS, rarely } from './board.js';

const POWER_KEYS: readonly string[] = ['any', ...DOMAINS];

function kinds(allowed: Allowed): EffectKind[] {
  const all: EffectKind[] = [
    'cost-increase',
    'cost-reduction',
    'discount-with-minimum',
    'ignore-base-cost',
    'ignore-all-costs',
  ];
  return allowed.deflect ? [...all, 'grant-deflect'] : all;
}

function componentArbitrary(allowed: Allowed): fc.Arbitrary<EffectRecipe['component']> {
  const components: ('accelerate' | 'deflect')[] = [
    ...(allowed.accelerate ? ['accelerate' as const] : []),
    ...(allowed.deflect ? ['deflect' as const] : []),
  ];
  if (components.length === 0) return fc.constant(undefined);
  return fc.option(fc.constantFrom(...components), { nil: undefined, freq: 4 });
}

/** A continuous cost effect: an increase, a discount (with or without a minimum), "ignore the cost", "ignore any and all costs", or a granted Deflect. */
export function effectArbitrary(allowed: Allowed): fc.Arbitrary<EffectRecipe> {
  return fc.record({
    kind: fc.constantFrom(...kinds(allowed)),
    opponent: rarely(5),
    cardType: fc.option(fc.constantFrom<CardType>('unit', 'spell', 'gear'), { nil: undefined, freq: 3 }),
    component: componentArbitrary(allowed),
    energy: fc.nat({ max: 3 }),
    power: fc.option(fc.record({ key: fc.constantFrom(...POWER_KEYS), amount: fc.integer({ min: 1, max: 2 }) }), {
      nil: undefined,
      freq: 3,
    }),
    target: fc.nat({ max: 3 }),
  });
}
