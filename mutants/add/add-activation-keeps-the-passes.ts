import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

const { actions } = defaultRules;

/**
 * The engine's activation without its last line: the sequence of passes is left as it was, as an engine that counts
 * only plays as adding to the chain.
 */
export default {
  id: 'add-activation-keeps-the-passes',
  rule: 'add.ability-resolves-on-finalize',
  description:
    'Leaves the sequence of passes intact when an ability is activated and resolves at once: a pass made before an Energy Conduit activation still counts, so the next pass resolves the chain or ends the showdown (CR 339.1, 348 restart it).',
  overrides: {
    actions: {
      ...actions,
      activate: (state, action, context) => {
        const result = actions.activate(state, action, context);
        if (result.outcome === 'rejected') return result;
        return { ...result, events: result.events.filter((event) => event.type !== 'passes-cleared') };
      },
    },
  },
} satisfies Mutant;
