import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

const { stages } = defaultRules;

export default {
  id: 'cost-brazen-buccaneer-discount-without-discard',
  rule: 'cost.brazen-buccaneer',
  description:
    "Grants the discount of an optional cost (Brazen Buccaneer's 2 energy) whether or not that cost was chosen and paid.",
  overrides: {
    stages: {
      ...stages,
      reductions: (cost, progress) => {
        const discounts = (cost.play.card.additionalCosts ?? []).filter((option) => option.reduceIfPaid !== undefined);
        const benefits = [...progress.benefits, ...discounts.map((option) => option.id)];
        return { ...stages.reductions(cost, { ...progress, benefits }), benefits: progress.benefits };
      },
    },
  },
} satisfies Mutant;
