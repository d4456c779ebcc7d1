import type { Fixture, Play } from '../../schemas/types/generated.js';
import { addEffects, plainAssertedTotal } from './cost-effects.js';
import { copyFixture, freshId } from './fixture-parts.js';
import { notApplicable, type Transform } from './types.js';

/** The energy added to the total of the play and to its payer's pool. */
const RAISE = 2;

/** The first step's play, if it is plain, asserted, accepted, paid by a script that spends energy, and its spends are not asserted. */
function raisable(fixture: Fixture): Play | undefined {
  const asserted = plainAssertedTotal(fixture);
  const step = fixture.then.steps[0];
  if (asserted?.index !== 0 || step.outcome !== 'accepted') return undefined;
  const { payment } = asserted.play;
  if (!Array.isArray(payment) || !payment.some((s) => s.type === 'spend' && (s.resources.energy ?? 0) > 0))
    return undefined;
  return (step.events ?? []).some((event) => event.type === 'resource-spent') ? undefined : asserted.play;
}

/**
 * Raises every cost the fixture pays and every pool that pays it by the same amount: a 2-energy increase of the first
 * step's play (CR 356.3), 2 energy more in its payer's pool, spent by its first energy spend. The total it asserts is
 * 2 energy more and every later pool the same (CR 357.1, 358.2). Only for a plain play of the first step, accepted and
 * paid by a script that spends energy, whose spends no event pattern asserts, in a fixture without cost effects.
 */
export const raisedCostAndPoolTransform: Transform = {
  name: 'raised-cost-and-pool',
  apply(fixture, cards) {
    if ((fixture.given.effects ?? []).length > 0) return notApplicable('has-cost-effects');
    const play = raisable(fixture);
    if (play === undefined) return notApplicable('no-first-play-paid-from-pool');
    const added = copyFixture(fixture);
    const copy = added.when[0] as Play;
    const spend = (Array.isArray(copy.payment) ? copy.payment : []).find(
      (s) => s.type === 'spend' && (s.resources.energy ?? 0) > 0,
    );
    if (spend?.type === 'spend') spend.resources.energy = (spend.resources.energy ?? 0) + RAISE;
    const side = added.given.players[play.player];
    if (side !== undefined) side.pool = { ...side.pool, energy: (side.pool?.energy ?? 0) + RAISE };
    const total = added.then.steps[0].totalCost;
    if (total !== undefined) total.energy = (total.energy ?? 0) + RAISE;
    const scope = { player: play.player, card: play.card };
    addEffects(added, [{ id: freshId(added, 'raised-cost'), kind: 'cost-increase', scope, energy: RAISE }], cards);
    return { applicable: true, fixture: added };
  },
};
