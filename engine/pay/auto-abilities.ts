import type { Resources } from '../../schemas/types/generated.js';
import { addsResources } from '../play/abilities.js';
import { addResources } from '../state/resources.js';
import type { AbilityOwner } from '../rule-table.js';
import type { UsableAbility } from '../rule-inputs.js';
import { permanentsOf } from '../state/zones.js';
import type { CostAmounts } from '../cost/amounts.js';
import { definitionOf } from '../state/invariant.js';

/**
 * The Reaction Add abilities an automatic payment may activate (INTERPRETING 4.4, `"auto"`; CR 357.1.a, 429.3): those
 * without targets whose own cost is exhausting their ready permanent, paying energy from the pool, or both. One whose
 * cost does not exhaust can be activated again within the same payment, while the pool pays for it.
 */

export type { AbilityOwner, UsableAbility };

/** The usable Reaction Add abilities of the player's permanents, in board order. */
// add.reaction-during-payment, add.own-cost-required
export function usableAbilities({ state, context, player }: AbilityOwner): UsableAbility[] {
  return permanentsOf(state, player).flatMap(({ permanent }) => {
    const abilities = (definitionOf(context.cards, permanent.card).abilities ?? []).filter(
      (a) => a.reaction && addsResources(a) && (a.targets ?? []).length === 0,
    );
    const exhausting = context.rules.canPayAbilityCost(permanent)
      ? abilities.filter((a) => a.cost.exhaust === true).slice(0, 1)
      : [];
    const repeatable = abilities.filter((a) => a.cost.exhaust !== true && (a.cost.energy ?? 0) > 0);
    return [...exhausting, ...repeatable].map((a) => ({
      card: permanent.id,
      ability: a.id,
      adds: a.effect.reduce<Resources>((sum, i) => (i.do === 'add' ? addResources(sum, i.add) : sum), {}),
      energy: a.cost.energy ?? 0,
      repeatable: a.cost.exhaust !== true,
    }));
  });
}

/** Activations of abilities with an energy cost, `size` at a time: each multiset once, an exhausting one at most once. */
function* multisets(items: readonly UsableAbility[], size: number, start = 0): Generator<UsableAbility[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = start; i < items.length; i += 1) {
    const item = items[i];
    if (!item) continue;
    for (const rest of multisets(items, size - 1, item.repeatable ? i : i + 1)) yield [item, ...rest];
  }
}

/**
 * Every set of activations of abilities with an energy cost worth trying, fewest first. Each activation is only worth
 * making when what it adds pays a unit of the total, so no set is larger than the total's energy and power.
 */
export function* costlyActivations(costly: readonly UsableAbility[], total: CostAmounts): Generator<UsableAbility[]> {
  const units = total.energy + Object.values(total.power).reduce((sum, amount) => sum + amount, 0);
  const limit = costly.length === 0 ? 0 : units;
  for (let size = 0; size <= limit; size += 1) yield* multisets(costly, size);
}
