import { defaultRules } from '../../engine/index.js';
import { afterStage } from '../../engine/cost/stage.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-no-floor-at-zero',
  rule: 'cost.floor-zero',
  description:
    'Never floors an amount at 0: a reduction larger than what it reduces leaves a negative amount that eats into the rest of the total.',
  overrides: {
    reduce: (cost, reduction) => {
      const power: Record<string, number> = { ...cost.power };
      for (const [key, amount] of Object.entries(reduction.power))
        if (key in power) power[key] = (power[key] ?? 0) - amount;
      return {
        energy: cost.energy - reduction.energy,
        power,
        discard: cost.discard - reduction.discard,
        kill: cost.kill - reduction.kill,
      };
    },
    stages: { ...defaultRules.stages, floor: (_cost, progress) => afterStage(progress, 'floor', progress.total) },
  },
} satisfies Mutant;
