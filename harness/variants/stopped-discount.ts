import { addEffects, plainAssertedTotal } from './cost-effects.js';
import { copyFixture, freshId, givenCards } from './fixture-parts.js';
import { notApplicable, type Transform } from './types.js';

/**
 * Adds a 1-energy discount scoped to the first card instance whose total the fixture asserts, with a minimum equal to
 * that total's energy: the discount cannot take energy below its minimum (CR 356.4.e, cost.order.discount-minimum), so
 * the total stays. It applies last among the discounts (after the scripted order and the state's other effects), so
 * only where no other effect and no chosen optional cost could still lower the energy after it: a fixture without
 * effects, whose asserted play names no option and whose instance is played by no other step.
 */
export const stoppedDiscountTransform: Transform = {
  name: 'stopped-discount',
  apply(fixture, cards) {
    if ((fixture.given.effects ?? []).length > 0) return notApplicable('has-cost-effects');
    // A card's own discounts apply after the effects' discounts (INTERPRETING 4.13), so they could still lower the energy.
    if (givenCards(fixture, cards).some((card) => (card.discounts ?? []).length > 0))
      return notApplicable('card-own-discounts');
    const asserted = plainAssertedTotal(fixture);
    if (asserted === undefined) return notApplicable('no-asserted-total');
    const added = copyFixture(fixture);
    const { play, energy } = asserted;
    const effect = {
      ...{ id: freshId(added, 'stopped-discount'), kind: 'cost-reduction' as const },
      ...{ scope: { player: play.player, card: play.card }, energy: 1, minimum: { energy } },
    };
    addEffects(added, [effect], cards);
    return { applicable: true, fixture: added };
  },
};
