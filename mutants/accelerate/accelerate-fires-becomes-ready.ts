import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'accelerate-fires-becomes-ready',
  rule: 'accelerate.no-ready-transition',
  description:
    'Enters an Accelerated unit exhausted and then readies it, so "when this becomes ready" triggers as it enters.',
  overrides: {
    unitEntry: (entry) => [
      ...defaultRules.unitEntry({ ...entry, accelerated: false }),
      ...(entry.accelerated ? [{ type: 'became-ready' as const, player: entry.player, card: entry.card }] : []),
    ],
  },
} satisfies Mutant;
