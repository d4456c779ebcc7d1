import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

const { stages } = defaultRules;

export default {
  id: 'cost-hidden-facedown-drops-additional-costs',
  rule: 'cost.hidden-ignores-base-cost',
  description:
    'Reads "play it, ignoring its base cost" as a free play: a card played from facedown adds no additional cost, so Accelerate, Deflect and Repeat cost nothing there.',
  overrides: {
    stages: {
      ...stages,
      additional: (cost, progress) => (cost.play.from === 'facedown' ? progress : stages.additional(cost, progress)),
    },
  },
} satisfies Mutant;
