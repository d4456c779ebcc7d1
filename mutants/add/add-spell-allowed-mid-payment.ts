import { defaultRules } from '../../engine/index.js';
import { compactResources } from '../../engine/state/resources.js';
import type { Mutant } from '../types.js';

const { paymentSteps } = defaultRules;

export default {
  id: 'add-spell-allowed-mid-payment',
  rule: 'add.no-spell-during-payment',
  description:
    'Lets an Add spell be played in the middle of a payment: it resolves at once, goes to the trash, and its resources pay for the card.',
  overrides: {
    paymentSteps: {
      ...paymentSteps,
      play: (session, run, step) => {
        const located = session.state.players[run.player]?.hand.find((card) => card.id === step.card);
        const card = located ? session.context.cards.get(located.card) : undefined;
        const adds = (card?.effect ?? []).flatMap((instruction) => (instruction.do === 'add' ? [instruction.add] : []));
        if (card?.type !== 'spell' || adds.length === 0) return paymentSteps.play(session, run, step);
        session.emit({ type: 'card-moved', player: run.player, card: step.card, from: 'hand', to: 'trash' });
        for (const resources of adds)
          session.emit({ type: 'resource-added', player: run.player, resources: compactResources(resources) });
        return undefined;
      },
    },
  },
} satisfies Mutant;
