import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

const { stages } = defaultRules;

export default {
  id: 'cost-hidden-every-hidden-card-ignores-its-base-cost',
  rule: 'cost.hidden-played-normally',
  description:
    'Ignores the base cost of every card with Hidden, played from hand as well as from facedown, instead of only when it is played from facedown.',
  overrides: {
    stages: {
      ...stages,
      base: (cost, progress) =>
        stages.base(
          (cost.play.card.keywords ?? []).some((keyword) => keyword.keyword === 'hidden')
            ? { ...cost, play: { ...cost.play, from: 'facedown' } }
            : cost,
          progress,
        ),
    },
  },
} satisfies Mutant;
