import type { InstructionHandlers } from '../../engine/index.js';
import type { GameChainItem } from '../../engine/state/types.js';
import { isZeroCost } from './zero-cost.js';
import { liveTarget } from '../../engine/chain/instructions/target.js';
import { newRun, runPayment } from '../../engine/pay/run.js';
import { validateTargets } from '../../engine/play/targets.js';
import { reject } from '../../engine/state/messages.js';
import { isRejection } from '../../engine/state/session.js';

/**
 * The `new-targets` instruction of engine/chain/instructions/new-targets.ts, except that the chain item given new
 * targets is written by `rebuild`: for mutants that lose part of a finalized spell as its targets are remade.
 */
export function newTargetsRebuilding(
  rebuild: (item: GameChainItem, targets: readonly string[]) => GameChainItem,
): InstructionHandlers['new-targets'] {
  return (session, scope, instruction) => {
    const target = liveTarget(session, scope, instruction.target);
    const item = session.state.chain.find((entry) => entry.id === target);
    const card = item ? session.context.cards.get(item.card) : undefined;
    if (!item || !card) return undefined;
    const decision = session.decisions?.take('new-targets') ?? reject('decision/missing', { decision: 'new-targets' });
    if (isRejection(decision)) return decision;
    const illegal = validateTargets(session.state, session.context, item.controller, card, decision.targets);
    if (illegal) return illegal;
    const change = { item, before: item.targets, after: decision.targets, chooser: scope.controller };
    const cost = session.rules.rechoiceCost(session.state, session.context, change);
    if (!isZeroCost(cost)) {
      const unpaid = runPayment(session, newRun(scope.controller, cost, 'resolution'), 'auto');
      if (unpaid) return unpaid;
    }
    session.emit({ type: 'chain-item-set', item: rebuild(item, decision.targets) });
    session.emitAll(session.rules.retargetEvents(session.state, change));
    return undefined;
  };
}
