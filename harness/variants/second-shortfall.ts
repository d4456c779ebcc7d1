import type { Fixture, Play } from '../../schemas/types/generated.js';
import { addEffects } from './cost-effects.js';
import { copyFixture, freshId } from './fixture-parts.js';
import { notApplicable, type Transform } from './types.js';

const SHORT_OF_ENERGY = 'payment/insufficient-energy';

/** The play of a card every play of which is refused for want of energy, with a scripted payment. */
function shortOfEnergy(fixture: Fixture): Play | undefined {
  const refused = (play: Play): boolean => {
    const i = fixture.when.indexOf(play);
    const step = fixture.then.steps[i];
    return step?.outcome === 'rejected' && step.code === SHORT_OF_ENERGY && Array.isArray(play.payment);
  };
  const plays = fixture.when.filter((action): action is Play => action.type === 'play');
  return plays.find(
    (play) => refused(play) && plays.filter((other) => other.card === play.card).every((other) => refused(other)),
  );
}

/**
 * Makes a payment refused for want of energy short of power too: a 1-power increase of any domain for the card
 * (CR 356.3). The code stays payment/insufficient-energy, energy coming first in the contract's order
 * (spec/INTERPRETING.md 4.4), and every asserted total of the card gains the power. Only where every play of the card
 * is refused that way, in a fixture with no discount of power and no effect ignoring every cost (either could take the
 * power off again).
 */
export const secondShortfallTransform: Transform = {
  name: 'second-shortfall',
  apply(fixture, cards) {
    const absorbing = (fixture.given.effects ?? []).some(
      (effect) =>
        effect.kind === 'ignore-all-costs' || (effect.kind === 'cost-reduction' && effect.power !== undefined),
    );
    if (absorbing) return notApplicable('has-cost-effects');
    const play = shortOfEnergy(fixture);
    if (play === undefined) return notApplicable('no-energy-shortfall');
    const added = copyFixture(fixture);
    added.when.forEach((action, i) => {
      const total = added.then.steps[i]?.totalCost;
      if (action.type === 'play' && action.card === play.card && total !== undefined)
        total.power = { ...total.power, any: (total.power?.any ?? 0) + 1 };
    });
    const scope = { player: play.player, card: play.card };
    addEffects(
      added,
      [{ id: freshId(added, 'second-shortfall'), kind: 'cost-increase', scope, power: { any: 1 } }],
      cards,
    );
    return { applicable: true, fixture: added };
  },
};
