import { defaultRules } from '../../engine/index.js';
import { compactResources } from '../../engine/state/resources.js';
import { appendEvents } from '../support/results.js';
import type { Mutant } from '../types.js';

const { actions, instructions } = defaultRules;

export default {
  id: 'add-spell-adds-on-play',
  rule: 'add.spell-uses-chain',
  description:
    'Adds the resources of an Add spell as soon as it is played, like an Add ability, instead of when it resolves from the chain.',
  overrides: {
    actions: {
      ...actions,
      play: (state, action, context) => {
        const result = actions.play(state, action, context);
        const located = state.players[action.player]?.hand.find((card) => card.id === action.card);
        const card = located ? context.cards.get(located.card) : undefined;
        if (card?.type !== 'spell') return result;
        const adds = (card.effect ?? []).flatMap((instruction) =>
          instruction.do === 'add'
            ? [{ type: 'resource-added' as const, player: action.player, resources: compactResources(instruction.add) }]
            : [],
        );
        return appendEvents(result, adds);
      },
    },
    instructions: {
      ...instructions,
      // A resolving spell has added its resources already.
      add: (session, scope, instruction) => (scope.self ? undefined : instructions.add(session, scope, instruction)),
    },
  },
} satisfies Mutant;
