import { defaultRules } from '../../engine/index.js';
import { sellLateOption } from '../support/late-option.js';
import type { Mutant } from '../types.js';

const { actions } = defaultRules;

export default {
  id: 'accelerate-bought-after-entering',
  rule: 'accelerate.only-while-playing',
  description:
    'Sells Accelerate to a unit already on the board: its cost is taken from the pool and the exhausted unit becomes ready.',
  overrides: {
    actions: {
      ...actions,
      'choose-optional-cost': (state, action, context) =>
        sellLateOption(state, action, context, 'permanent') ?? actions['choose-optional-cost'](state, action, context),
    },
  },
} satisfies Mutant;
