import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import { printedOnly } from '../support/printed-keywords.js';

export default {
  id: 'repeat-granted-ignored',
  rule: 'repeat.optional-cost.several-instances',
  description:
    'Reads Repeat instances off the printed card only: a Repeat given by an effect is no option of the play, so its cost is not added.',
  overrides: {
    stages: { ...defaultRules.stages, additional: printedOnly(defaultRules.stages.additional, 'repeat') },
  },
} satisfies Mutant;
