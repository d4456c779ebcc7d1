import { defaultRules } from '../../engine/index.js';
import { sellLateOption } from '../support/late-option.js';
import type { Mutant } from '../types.js';

const { actions } = defaultRules;

export default {
  id: 'cost-optional-reopened-after-play',
  rule: 'cost.optional-commitment',
  description:
    'Keeps the optional costs of a spell open while it waits on the chain: a late Repeat is paid from the pool and added to the spell.',
  overrides: {
    actions: {
      ...actions,
      'choose-optional-cost': (state, action, context) =>
        sellLateOption(state, action, context, 'spell') ?? actions['choose-optional-cost'](state, action, context),
    },
  },
} satisfies Mutant;
