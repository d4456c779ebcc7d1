import type { Mutant } from '../types.js';

export default {
  id: 'add-declined-trigger-countered',
  rule: 'add.trigger-cost-declined',
  description:
    'Reports a triggered ability whose cost its controller declines as countered, rather than simply removed without being finalized.',
  overrides: {
    declineTrigger: (session, item) => {
      session.emit({ type: 'countered', player: item.controller, card: item.id, by: item.trigger?.source ?? item.id });
    },
  },
} satisfies Mutant;
