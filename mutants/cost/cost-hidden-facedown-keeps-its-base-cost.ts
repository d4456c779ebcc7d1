import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

const { stages } = defaultRules;

export default {
  id: 'cost-hidden-facedown-keeps-its-base-cost',
  rule: 'cost.hidden-ignores-base-cost',
  description: 'Prices a card played from facedown as one played from hand: its printed energy and power are charged.',
  overrides: {
    stages: {
      ...stages,
      base: (cost, progress) =>
        stages.base(cost.play.from === 'facedown' ? { ...cost, play: { ...cost.play, from: 'hand' } } : cost, progress),
    },
  },
} satisfies Mutant;
