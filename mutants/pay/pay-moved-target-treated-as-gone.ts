import { defaultRules } from '../../engine/index.js';
import type { InstructionScope } from '../../engine/index.js';
import { liveTarget } from '../../engine/chain/instructions/target.js';
import { findPermanent } from '../../engine/state/zones.js';
import type { Session } from '../../engine/state/session.js';
import type { Mutant } from '../types.js';

/**
 * The engine's live-target check with "no longer where it was" read literally: a target that has moved since its
 * spell began to resolve (a `card-moved` after the last `resolving`) counts as gone.
 */
function unmovedTarget(session: Session, scope: InstructionScope, slot: number): string | undefined {
  const target = liveTarget(session, scope, slot);
  const start = session.events.findLastIndex((event) => event.type === 'resolving');
  const moved = session.events.slice(start + 1).some((event) => event.type === 'card-moved' && event.card === target);
  return moved ? undefined : target;
}

/** The `ready` instruction of engine/chain/instructions/ready.ts, with the target looked up by `unmovedTarget`. */
export default {
  id: 'pay-moved-target-treated-as-gone',
  rule: 'pay.legality-unchanged',
  description:
    'Reads "a target no longer where it was does nothing" literally: once an instruction of the resolving spell has moved its target between the base and a battlefield, the spell\'s later instructions on that target do nothing, though it is still a legal target (CR 359.3.e.2, 359.3.e.3).',
  overrides: {
    instructions: {
      ...defaultRules.instructions,
      ready: (session, scope, instruction) => {
        const target = unmovedTarget(session, scope, instruction.target);
        const found = target === undefined ? undefined : findPermanent(session.state, target);
        if (found && !found.permanent.ready)
          session.emit({ type: 'became-ready', player: found.player, card: found.permanent.id });
        return undefined;
      },
    },
  },
} satisfies Mutant;
