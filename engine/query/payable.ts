import type { CostAmounts } from '../cost/amounts.js';
import { newRun, runPayment } from '../pay/run.js';
import type { PlayChoices } from '../play/choices.js';
import { Session, type EngineContext } from '../state/session.js';
import type { GameState, Rejection } from '../state/types.js';

/**
 * Whether the automatic payer finds a payment of `total` for this play (INTERPRETING 4.4, `"auto"`: runes, pool,
 * Reaction Add abilities, discards and kills; CR 357.1, 357.1.a, 357.2), in a session that is then dropped, so the
 * state is untouched. With `legality`, the targets must also survive the payment (CR 358.1).
 */
export function payFailure(
  state: GameState,
  context: EngineContext,
  play: PlayChoices,
  total: CostAmounts,
  legality: boolean,
): Rejection | undefined {
  const session = new Session(context, state);
  const failed = runPayment(session, newRun(play.player, total, 'play', play), 'auto');
  if (failed || !legality) return failed;
  return context.rules.legalityCheck(session.state, context, play);
}
