import { defaultRules } from '../../engine/index.js';
import { afterStage } from '../../engine/cost/stage.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-discount-minimum-on-total',
  rule: 'cost.order.discount-minimum',
  description:
    "Applies every discount in full and only then enforces a discount's minimum on the whole total: a discount of 1 (minimum 1) with a larger discount leaves 1 energy whatever the order.",
  overrides: {
    reduce: (cost, reduction) => defaultRules.reduce(cost, reduction),
    stages: {
      ...defaultRules.stages,
      reductions: (cost, progress) => {
        const done = defaultRules.stages.reductions(cost, progress);
        const floor = cost.state.effects.reduce(
          (most, effect) =>
            effect.kind === 'cost-reduction' && effect.scope.player === cost.play.player
              ? Math.max(most, effect.minimum?.energy ?? 0)
              : most,
          0,
        );
        const energy = Math.max(done.total.energy, Math.min(progress.total.energy, floor));
        return { ...afterStage(progress, 'reductions', { ...done.total, energy }), benefits: done.benefits };
      },
    },
  },
} satisfies Mutant;
