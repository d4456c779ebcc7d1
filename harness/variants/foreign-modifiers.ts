import type { CardType } from '../../schemas/types/generated.js';
import { assertedTotals, addEffects } from './cost-effects.js';
import { copyFixture, freshId, givenCards } from './fixture-parts.js';
import { notApplicable, type Transform } from './types.js';

const CARD_TYPES: readonly CardType[] = ['gear', 'spell', 'unit'];

/**
 * Adds a cost increase and a discount, both scoped to the active player's plays of a card type that no card of the
 * fixture has: no play is in their scope (CR 356.3, 356.4; cost.reduction-scope), so every total and every outcome
 * stays. Applies to fixtures that assert a total cost, where a modifier read out of scope would show.
 */
export const foreignModifiersTransform: Transform = {
  name: 'foreign-modifiers',
  apply(fixture, cards) {
    if (assertedTotals(fixture).length === 0) return notApplicable('no-asserted-total');
    const present = new Set(givenCards(fixture, cards).map((card) => card.type));
    const cardType = CARD_TYPES.find((type) => !present.has(type));
    if (cardType === undefined) return notApplicable('every-card-type');
    const added = copyFixture(fixture);
    const scope = { player: added.given.turn.activePlayer, cardType };
    const increase = freshId(added, 'foreign-increase');
    const discount = freshId(added, 'foreign-discount');
    addEffects(
      added,
      [
        { id: increase, kind: 'cost-increase', scope, energy: 2, power: { any: 1 } },
        { id: discount, kind: 'cost-reduction', scope, energy: 1 },
      ],
      cards,
    );
    return { applicable: true, fixture: added };
  },
};
