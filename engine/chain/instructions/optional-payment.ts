import { fromCost } from '../../cost/amounts.js';
import { newRun, runPayment } from '../../pay/run.js';
import type { InstructionHandlers } from '../../rule-table.js';
import { reject } from '../../state/messages.js';
import { isRejection } from '../../state/session.js';
import { runInstructions } from './index.js';

/**
 * "You may pay X to ...": paid at resolution, never as part of the spell's cost. The decision accepts and pays (Reaction
 * Add abilities may be used in that payment) and the `then` instructions run; or declines, and they do not.
 */
// pay.deferred-instruction, add.during-resolution, add.optional-payment-declined
export const optionalPayment: InstructionHandlers['optional-payment'] = (session, scope, instruction) => {
  const decision =
    session.decisions?.take('optional-payment') ?? reject('decision/missing', { decision: 'optional-payment' });
  if (isRejection(decision)) return decision;
  if (!decision.accept) return undefined;
  if (decision.payment === undefined)
    return reject('decision/invalid', { decision: 'optional-payment with a payment', found: 'none' });
  const run = newRun(scope.controller, fromCost(instruction.cost), 'resolution');
  return runPayment(session, run, decision.payment) ?? runInstructions(session, scope, instruction.then);
};
