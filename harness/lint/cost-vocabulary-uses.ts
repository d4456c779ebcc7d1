/**
 * Uses of the capabilities of spec/INTERPRETING.md 4.9: an ability's own cost beyond exhaust and energy, the
 * exhausting and returning of friendly permanents, qualified non-resource costs, and XP.
 */
import type { Capability, Cost, Fixture } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { child } from '../text/pointer.js';
import type { CapabilityUse, UseReason } from './use-types.js';
import { givenInstances, payments } from './walk.js';
import { abilityOfCard } from './keyword-abilities.js';

function use(capability: Capability, pointer: string, reason: UseReason): CapabilityUse {
  return { capability, pointer, reason };
}

/** The cost fields each capability reads, and the payment step that pays them. */
const ACTIONS = [
  { capability: 'cost.exhaust-friendly', field: 'exhaustFriendly', step: 'exhaust-friendly' },
  { capability: 'cost.return-to-hand', field: 'returnToHand', step: 'return-to-hand' },
  { capability: 'cost.xp', field: 'xp', step: 'spend-xp' },
] as const;

type AbilityCost = NonNullable<CatalogueCard['abilities']>[number]['cost'];

/** The costs a step takes on: a play's printed, mandatory and chosen costs (Flow's in place of the printed one), or
 * an activated ability's own cost. */
function costsOf(action: Fixture['when'][number], card: CatalogueCard): (Cost | AbilityCost)[] {
  if (action.type === 'activate') {
    const ability = abilityOfCard(card, action.ability);
    return ability ? [ability.cost] : [];
  }
  if (action.type !== 'play') return [];
  const chosen = new Set(action.options ?? []);
  const flows = (card.keywords ?? []).flatMap((k) => (k.keyword === 'flow' ? [k.cost] : []));
  const base = action.flow === undefined ? card.cost : flows[action.flow];
  const extra = (card.additionalCosts ?? []).filter((entry) => !entry.optional || chosen.has(entry.id));
  return [base, ...extra.map((entry) => entry.cost)].filter((cost): cost is Cost => cost !== undefined);
}

/** Whether an ability's own cost holds more than its exhaust and energy (4.9). */
function beyondExhaustAndEnergy(cost: AbilityCost): boolean {
  return Object.entries(cost).some(
    ([key, value]) => key !== 'exhaust' && key !== 'energy' && (typeof value !== 'number' || value > 0),
  );
}

/** The plays and activations whose costs ask for a 4.9 action, hold a qualifier, or (an ability) power and more. */
function stepUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  const cardOf = new Map(givenInstances(fixture.given).map((instance) => [instance.id, instance.card] as const));
  return fixture.when.flatMap((action, i) => {
    if (action.type !== 'play' && action.type !== 'activate') return [];
    const card = cards.get(cardOf.get(action.card) ?? '');
    if (card === undefined) return [];
    const at = child('/when', i, 'card');
    const costs = costsOf(action, card);
    const asked = ACTIONS.filter(({ field }) => costs.some((cost) => (cost[field] ?? 0) > 0)).map(({ capability }) =>
      use(capability, at, 'plays-non-resource-cost'),
    );
    const qualified = costs.some((cost) => Object.keys(cost.qualifiers ?? {}).length > 0)
      ? [use('cost.qualified', at, 'plays-qualified-cost')]
      : [];
    const own =
      action.type === 'activate' && costs.some((cost) => beyondExhaustAndEnergy(cost))
        ? [use('abilities.own-cost', at, 'activates-costly-ability')]
        : [];
    return [...asked, ...qualified, ...own];
  });
}

/** The payment steps that exhaust, return or spend XP. */
function paymentUses(fixture: Fixture): CapabilityUse[] {
  return payments(fixture).flatMap(({ value, pointer }) =>
    value === 'auto'
      ? []
      : value.flatMap((step, s) =>
          ACTIONS.filter((entry) => entry.step === step.type).map(({ capability }) =>
            use(capability, child(pointer, s), 'pays-non-resource'),
          ),
        ),
  );
}

/** Total costs that name the actions, and states that hold XP (given above 0, or any XP a pattern asserts). */
function namedUses(fixture: Fixture): CapabilityUse[] {
  const totals = fixture.then.steps.flatMap((step, i) =>
    ACTIONS.filter(({ field }) => (step.totalCost?.[field] ?? 0) > 0).map(({ capability, field }) =>
      use(capability, child('/then/steps', i, 'totalCost', field), 'names-non-resource'),
    ),
  );
  const given = Object.entries(fixture.given.players).flatMap(([id, side]) =>
    (side.xp ?? 0) > 0 ? [use('cost.xp', child('/given/players', id, 'xp'), 'states-xp')] : [],
  );
  const patterns = [fixture.then.state, ...fixture.then.steps.map((step) => step.state)];
  const asserted = patterns.flatMap((pattern, p) =>
    Object.entries(pattern?.players ?? {}).flatMap(([id, side]) =>
      side.xp === undefined
        ? []
        : [
            use(
              'cost.xp',
              p === 0
                ? child('/then/state/players', id, 'xp')
                : child('/then/steps', p - 1, 'state', 'players', id, 'xp'),
              'states-xp',
            ),
          ],
    ),
  );
  return [...totals, ...given, ...asserted];
}

/** Every use of the capabilities of INTERPRETING 4.9. */
export function costVocabularyUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  return [...stepUses(fixture, cards), ...paymentUses(fixture), ...namedUses(fixture)];
}
