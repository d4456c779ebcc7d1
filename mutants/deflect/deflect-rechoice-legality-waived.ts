import { defaultRules } from '../../engine/index.js';
import { reject } from '../../engine/state/messages.js';
import { isRejection } from '../../engine/state/session.js';
import { liveTarget } from '../../engine/chain/instructions/target.js';
import type { Mutant } from '../types.js';

export default {
  id: 'deflect-rechoice-legality-waived',
  rule: 'deflect.rechoice-is-still-targeting',
  description:
    'Waives the legality of new targets along with their cost: a finalized spell can be redirected onto a target its slot does not allow.',
  overrides: {
    instructions: {
      ...defaultRules.instructions,
      'new-targets': (session, scope, instruction) => {
        const target = liveTarget(session, scope, instruction.target);
        const item = session.state.chain.find((entry) => entry.id === target);
        if (!item) return undefined;
        const decision =
          session.decisions?.take('new-targets') ?? reject('decision/missing', { decision: 'new-targets' });
        if (isRejection(decision)) return decision;
        const change = { item, before: item.targets, after: decision.targets, chooser: scope.controller };
        session.emit({ type: 'chain-item-set', item: { ...item, targets: decision.targets } });
        session.emitAll(session.rules.retargetEvents(session.state, change));
        return undefined;
      },
    },
  },
} satisfies Mutant;
