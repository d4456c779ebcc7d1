import type { Mutant } from '../types.js';
import { defaultRules, type PaymentStepHandlers } from '../../engine/index.js';
import { reject } from '../../engine/state/messages.js';
import { findPermanent } from '../../engine/state/zones.js';

/** The `kill` payment step of engine/pay/steps.ts, except that it looks for the unit in the player's base only. */
const killFromBase: PaymentStepHandlers['kill'] = (session, run, step) => {
  const located = findPermanent(session.state, step.card);
  const found = located?.zone === 'base' ? located : undefined;
  const friendlyUnit = found?.player === run.player && session.context.cards.get(found.permanent.card)?.type === 'unit';
  if (!found || !friendlyUnit || run.progress.kills >= run.total.kill) {
    const why = friendlyUnit ? 'no kill is left to pay' : 'not a friendly unit';
    return reject('payment/extra-step', { ref: step.card, action: 'kill', why });
  }
  session.emit({ type: 'card-moved', player: found.player, card: step.card, from: found.zone, to: 'trash' });
  run.progress = { ...run.progress, kills: run.progress.kills + 1 };
  return undefined;
};

export default {
  id: 'cost-kill-from-base-only',
  rule: 'cost.non-resource',
  description:
    "Looks for the unit a kill cost names in the player's base only: a friendly unit at a battlefield cannot pay it.",
  overrides: {
    paymentSteps: { ...defaultRules.paymentSteps, kill: killFromBase },
  },
} satisfies Mutant;
