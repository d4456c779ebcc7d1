import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import { printedOnly } from '../support/printed-keywords.js';

export default {
  id: 'accelerate-granted-ignored',
  rule: 'accelerate.optional-cost',
  description:
    'Offers Accelerate only to a unit that prints it: a unit given Accelerate by an effect has no Accelerate option, and its Accelerate is neither charged nor gives the unit its ready entry.',
  overrides: {
    stages: { ...defaultRules.stages, additional: printedOnly(defaultRules.stages.additional, 'accelerate') },
  },
} satisfies Mutant;
