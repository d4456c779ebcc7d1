import { addEffects, plainAssertedTotal } from './cost-effects.js';
import { copyFixture, freshId } from './fixture-parts.js';
import { notApplicable, type Transform } from './types.js';

/**
 * Adds, to the first plain play whose total the fixture asserts, a 1-energy increase and a 1-energy discount whose
 * minimum is the asserted energy: the increase comes first (CR 356.3), the discount then finds one energy above its
 * minimum and takes it whole (CR 356.4.e, cost.order.discount-minimum), so the total stays. An engine that stops a
 * discount one short of its minimum asks one energy more. As stopped-discount, only without cost effects in given.
 */
export const unstoppedDiscountTransform: Transform = {
  name: 'unstopped-discount',
  apply(fixture, cards) {
    if ((fixture.given.effects ?? []).length > 0) return notApplicable('has-cost-effects');
    const asserted = plainAssertedTotal(fixture);
    if (asserted === undefined) return notApplicable('no-asserted-total');
    const added = copyFixture(fixture);
    const scope = { player: asserted.play.player, card: asserted.play.card };
    const increase = freshId(added, 'unstopped-increase');
    const discount = freshId(added, 'unstopped-discount');
    addEffects(
      added,
      [
        { id: increase, kind: 'cost-increase', scope, energy: 1 },
        { id: discount, kind: 'cost-reduction', scope, energy: 1, minimum: { energy: asserted.energy } },
      ],
      cards,
    );
    return { applicable: true, fixture: added };
  },
};
