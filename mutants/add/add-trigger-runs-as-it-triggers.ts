import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import { addsResources, resolveAtOnce, triggerOf } from '../../engine/chain/triggers.js';

export default {
  id: 'add-trigger-runs-as-it-triggers',
  rule: 'add.ability-resolves-on-finalize',
  description:
    'Runs a triggered ability that adds resources the moment it triggers instead of when it is finalized: a targeting Add trigger adds before the spell that targets is played, and one caused by a resolving spell adds in the middle of that resolution.',
  overrides: {
    onEvent: (session, event) => {
      const before = session.pending.length;
      defaultRules.onEvent(session, event);
      const fired = session.pending.slice(before).filter((item) => addsResources(triggerOf(session, item)));
      for (const item of fired) {
        session.pending.splice(session.pending.indexOf(item), 1);
        resolveAtOnce(session, item);
      }
    },
  },
} satisfies Mutant;
