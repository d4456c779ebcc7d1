import type { Payment, PaymentStep, PlayerId } from '../../schemas/types/generated.js';
import type { CostAmounts } from '../cost/amounts.js';
import { everyTargetChoice, type PlayChoices } from '../play/choices.js';
import { assertNever } from '../state/assert.js';
import { reject } from '../state/messages.js';
import { NO_RESOURCES } from '../state/resources.js';
import type { Session } from '../state/session.js';
import type { DeepReadonly, Rejection } from '../state/types.js';
import { autoPay } from './auto-payer.js';
import { coverageFacts, describeCost } from './describe.js';
import type { PaymentRun } from './types.js';

/** A payment about to start: nothing spent, nothing performed yet. */
export function newRun(
  player: PlayerId,
  total: CostAmounts,
  purpose: PaymentRun['purpose'],
  play?: PlayChoices,
): PaymentRun {
  const run: PaymentRun = { player, total, purpose, progress: { spent: NO_RESOURCES, discards: 0, kills: 0 } };
  return play ? { ...run, play } : run;
}

/** Carries out one step with the rule table's handler for its kind. */
export function applyStep(session: Session, run: PaymentRun, step: DeepReadonly<PaymentStep>): Rejection | undefined {
  const handlers = session.rules.paymentSteps;
  switch (step.type) {
    case 'exhaust-rune':
      return handlers['exhaust-rune'](session, run, step);
    case 'recycle-rune':
      return handlers['recycle-rune'](session, run, step);
    case 'activate':
      return handlers.activate(session, run, step);
    case 'spend':
      return handlers.spend(session, run, step);
    case 'discard':
      return handlers.discard(session, run, step);
    case 'kill':
      return handlers.kill(session, run, step);
    case 'exhaust-friendly':
      return handlers['exhaust-friendly'](session, run, step);
    case 'return-to-hand':
      return handlers['return-to-hand'](session, run, step);
    case 'spend-xp':
      return handlers['spend-xp'](session, run, step);
    case 'play':
      return handlers.play(session, run, step);
    default:
      return assertNever(step);
  }
}

/** The steps of a payment: the scripted ones, or those the automatic payer chooses (payment/unpayable if none). */
function stepsOf(
  session: Session,
  run: PaymentRun,
  payment: DeepReadonly<Payment>,
): readonly DeepReadonly<PaymentStep>[] | Rejection {
  if (payment !== 'auto') return payment;
  const { state, context } = session;
  const problem = { state, context, player: run.player, total: run.total, qualifiers: run.qualifiers ?? {} };
  const steps = autoPay(
    run.play ? { ...problem, played: run.play.instance, targets: everyTargetChoice(run.play).flat() } : problem,
  );
  return steps ?? reject('payment/unpayable', { needed: describeCost(run.total) });
}

/**
 * Carries out a payment (INTERPRETING 4.4): each step in order, then the check that what was spent and performed
 * covers the total exactly. Any failure rejects the whole payment; the caller drops the session.
 */
export function runPayment(session: Session, run: PaymentRun, payment: DeepReadonly<Payment>): Rejection | undefined {
  const steps = stepsOf(session, run, payment);
  if ('code' in steps) return steps;
  for (const step of steps) {
    const failed = applyStep(session, run, step) ?? session.failure;
    if (failed) return failed;
  }
  return session.rules.settlePayment(session, run);
}

/** The default end of a payment: what was spent and performed must cover the total exactly (INTERPRETING 4.4). */
export function settleExactly(session: Session, run: PaymentRun): Rejection | undefined {
  const code = session.rules.coverage(run, session.rules);
  return code ? reject(code, coverageFacts(run)) : undefined;
}
