import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import { printedOnly } from '../support/printed-keywords.js';

export default {
  id: 'flow-granted-ignored',
  rule: 'flow.choose-one-instance',
  description:
    'Reads Flow instances off the printed card only: a Flow given by an effect cannot be chosen, and choosing it leaves no base cost to pay.',
  overrides: {
    stages: { ...defaultRules.stages, base: printedOnly(defaultRules.stages.base, 'flow') },
  },
} satisfies Mutant;
