import type { InstructionHandlers, InstructionScope, Rejection } from '../../engine/index.js';
import type { Session } from '../../engine/state/session.js';
import { fromCost } from '../../engine/cost/amounts.js';
import { runInstructions } from '../../engine/chain/instructions/index.js';
import { newRun, runPayment } from '../../engine/pay/run.js';
import { reject } from '../../engine/state/messages.js';
import { isRejection } from '../../engine/state/session.js';

type OptionalPayment = Parameters<InstructionHandlers['optional-payment']>[2];

/**
 * The `optional-payment` instruction as the reference engine runs it (pay, then the `then` instructions), except
 * that a declined payment is handed to `onDecline`: for mutants that misread what declining does.
 */
export function optionalPaymentDeclining(
  onDecline: (session: Session, scope: InstructionScope, instruction: OptionalPayment) => Rejection | undefined,
): InstructionHandlers['optional-payment'] {
  return (session, scope, instruction) => {
    const decision =
      session.decisions?.take('optional-payment') ?? reject('decision/missing', { decision: 'optional-payment' });
    if (isRejection(decision)) return decision;
    if (!decision.accept) return onDecline(session, scope, instruction);
    if (decision.payment === undefined)
      return reject('decision/invalid', { decision: 'optional-payment with a payment', found: 'none' });
    const run = newRun(scope.controller, fromCost(instruction.cost), 'resolution');
    return runPayment(session, run, decision.payment) ?? runInstructions(session, scope, instruction.then);
  };
}
