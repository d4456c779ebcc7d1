import type { Mutant } from '../types.js';

export default {
  id: 'add-conduit-usable-while-exhausted',
  rule: 'add.own-cost-required',
  description: 'Skips the exhaust cost check of an Add ability: an exhausted Energy Conduit can be used again.',
  overrides: {
    canPayAbilityCost: () => true,
  },
} satisfies Mutant;
