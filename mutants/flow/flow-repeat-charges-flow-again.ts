import { defaultRules } from '../../engine/index.js';
import { addCosts, fromCost } from '../../engine/cost/amounts.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-repeat-charges-flow-again',
  rule: 'flow.worked-example',
  description:
    'Prices the repetition of a spell played with Flow as a second Flow play: Repeat costs its own amount plus the Flow cost again.',
  overrides: {
    repeatCost: (printed, play) => {
      const cost = defaultRules.repeatCost(printed, play);
      if (play.flow === null) return cost;
      const flows = (play.card.keywords ?? []).flatMap((keyword) => (keyword.keyword === 'flow' ? [keyword.cost] : []));
      return addCosts(cost, fromCost(flows[play.flow] ?? {}));
    },
  },
} satisfies Mutant;
