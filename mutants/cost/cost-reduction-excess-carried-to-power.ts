import { defaultRules, type CostAmounts } from '../../engine/index.js';
import type { Mutant } from '../types.js';

/** Takes `amount` off the power requirements, one key after another. */
function takePower(power: Readonly<Record<string, number>>, amount: number): Record<string, number> {
  let left = amount;
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(power)) {
    const taken = Math.min(value, left);
    left -= taken;
    if (value - taken > 0) out[key] = value - taken;
  }
  return out;
}

export default {
  id: 'cost-reduction-excess-carried-to-power',
  rule: 'cost.floor-zero',
  description:
    'Carries what an energy reduction cannot take off the energy over to the power requirements instead of losing it.',
  overrides: {
    reduce: (cost, reduction): CostAmounts => {
      const reduced = defaultRules.reduce(cost, reduction);
      const excess = Math.max(0, reduction.energy - cost.energy);
      return excess === 0 ? reduced : { ...reduced, power: takePower(reduced.power, excess) };
    },
  },
} satisfies Mutant;
