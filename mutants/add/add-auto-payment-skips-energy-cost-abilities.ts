import type { Resources } from '../../schemas/types/generated.js';
import type { UsableAbility } from '../../engine/pay/auto-abilities.js';
import type { RuleTable } from '../../engine/index.js';
import { addsResources } from '../../engine/play/abilities.js';
import { addResources } from '../../engine/state/resources.js';
import { definitionOf } from '../../engine/state/invariant.js';
import { permanentsOf } from '../../engine/state/zones.js';
import type { Mutant } from '../types.js';

/**
 * The engine's list of the abilities an automatic payment may use (engine/pay/auto-abilities.ts) with its filter
 * written for Energy Conduit alone: only abilities whose one cost is exhausting a ready permanent are considered.
 */
const exhaustOnlyAbilities: RuleTable['autoPayAbilities'] = ({ state, context, player }) =>
  permanentsOf(state, player).flatMap(({ permanent }): UsableAbility[] => {
    if (!context.rules.canPayAbilityCost(permanent)) return [];
    const abilities = (definitionOf(context.cards, permanent.card).abilities ?? []).filter(
      (a) => a.reaction && addsResources(a) && a.cost.exhaust === true && (a.cost.energy ?? 0) === 0,
    );
    return abilities.slice(0, 1).map((a) => ({
      card: permanent.id,
      ability: a.id,
      adds: a.effect.reduce<Resources>((sum, i) => (i.do === 'add' ? addResources(sum, i.add) : sum), {}),
      energy: 0,
      repeatable: false,
    }));
  });

export default {
  id: 'add-auto-payment-skips-energy-cost-abilities',
  rule: 'add.reaction-during-payment',
  description:
    'Lets the automatic payer use only Reaction Add abilities whose one cost is exhausting: a Prism Converter that pays 1 energy from the pool for 1 universal power is never tried, so a payment that needs it is unpayable.',
  overrides: { autoPayAbilities: exhaustOnlyAbilities },
} satisfies Mutant;
