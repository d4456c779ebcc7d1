import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'cost-hidden-facedown-unit-enters-the-base',
  rule: 'cost.hidden-later-turn-reaction',
  description:
    'Lets a unit played from facedown enter its base, as a unit played from hand does, instead of the battlefield where it was hidden.',
  overrides: {
    unitEntry: (entry) =>
      defaultRules.unitEntry(entry).map((event) => (event.type === 'card-moved' ? { ...event, to: 'base' } : event)),
  },
} satisfies Mutant;
