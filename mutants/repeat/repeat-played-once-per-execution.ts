import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import { paidRepeats } from '../../engine/keywords/repeat.js';
import { appendEvents } from '../support/results.js';

const { actions } = defaultRules;

export default {
  id: 'repeat-played-once-per-execution',
  rule: 'repeat.optional-cost',
  description:
    'Counts a spell with paid Repeat as played once per execution: it reports card-played again for each Repeat instance paid, where the spell is played once however often it executes.',
  overrides: {
    actions: {
      ...actions,
      play: (state, action, context) => {
        const result = actions.play(state, action, context);
        const played = result.events.filter((event) => event.type === 'card-played');
        const again = paidRepeats(action.options ?? []).flatMap(() => played);
        return appendEvents(result, again);
      },
    },
  },
} satisfies Mutant;
