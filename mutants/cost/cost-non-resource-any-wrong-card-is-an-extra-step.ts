import { defaultRules } from '../../engine/index.js';
import type { PaymentStepHandlers } from '../../engine/rule-table.js';
import { reject } from '../../engine/state/messages.js';
import { sideOf } from '../../engine/state/invariant.js';
import type { Mutant } from '../types.js';

/**
 * The engine's `discard` payment step (engine/pay/steps.ts) as it was written with one check: a card that is
 * not in hand, the card being played, an enemy unit or a gear all fall into the same "extra step" as a discard or
 * kill the total does not ask for.
 */
const discard: PaymentStepHandlers['discard'] = (session, run, step) => {
  const inHand = sideOf(session.state, run.player).hand.some((card) => card.id === step.card);
  if (!inHand || step.card === run.play?.instance || run.progress.discards >= run.total.discard) {
    return reject('payment/extra-step', { ref: step.card, action: 'discard', why: 'it cannot be discarded' });
  }
  session.emit({ type: 'card-moved', player: run.player, card: step.card, from: 'hand', to: 'trash' });
  run.progress = { ...run.progress, discards: run.progress.discards + 1 };
  return undefined;
};

/** The engine's `kill` step, its refusals of a card that cannot pay folded into the same one. */
const kill: PaymentStepHandlers['kill'] = (session, run, step) => {
  const refused = defaultRules.paymentSteps.kill(session, run, step);
  if (!refused || refused.code === 'payment/extra-step') return refused;
  return reject('payment/extra-step', { ref: step.card, action: 'kill', why: 'it cannot be killed' });
};

export default {
  id: 'cost-non-resource-any-wrong-card-is-an-extra-step',
  rule: 'cost.non-resource',
  description:
    'Answers every discard or kill step that cannot pay with payment/extra-step: the card being played discarded for its own cost, a card from the trash, an enemy unit or a gear killed are refused as if the total asked for one action fewer.',
  overrides: { paymentSteps: { ...defaultRules.paymentSteps, discard, kill } },
} satisfies Mutant;
