import { newRun, runPayment } from '../../pay/run.js';
import { validateTargets } from '../../play/targets.js';
import type { InstructionHandlers } from '../../rule-table.js';
import { reject } from '../../state/messages.js';
import { isRejection } from '../../state/session.js';
import { liveTarget } from './target.js';
import { definitionOf, present } from '../../state/invariant.js';

/**
 * The `new-targets` decision gives the target spell new targets, legal for its own slots. The rules charge nothing
 * for them, and each new target is still targeted.
 */
// deflect.rechoice-free, deflect.rechoice-is-still-targeting, cost.optional-commitment
export const newTargets: InstructionHandlers['new-targets'] = (session, scope, instruction) => {
  const target = liveTarget(session, scope, instruction.target);
  if (target === undefined) return undefined;
  // a live target of a `spell` slot is on the chain
  const item = present(session.state.chain.find((entry) => entry.id === target));
  const card = definitionOf(session.context.cards, item.card);
  const decision = session.decisions?.take('new-targets') ?? reject('decision/missing', { decision: 'new-targets' });
  if (isRejection(decision)) return decision;
  const illegal = validateTargets(session.state, session.context, item.controller, card, decision.targets);
  if (illegal) return illegal;
  // CR 355.9.c: a spell never targets itself, and a new choice is held to the rules of a first one (CR 753.1)
  if (decision.targets.includes(item.id))
    return reject('target/illegal', { target: item.id, why: 'a spell cannot choose itself' });
  const change = { item, before: item.targets, after: decision.targets, chooser: scope.controller };
  const cost = session.rules.rechoiceCost(session.state, session.context, change);
  // paid automatically; the reference rules charge nothing, and paying nothing performs nothing
  const unpaid = runPayment(session, newRun(scope.controller, cost, 'resolution'), 'auto');
  if (unpaid) return unpaid;
  session.emit({ type: 'chain-item-set', item: { ...item, targets: decision.targets } });
  session.emitAll(session.rules.retargetEvents(session.state, change));
  return undefined;
};
