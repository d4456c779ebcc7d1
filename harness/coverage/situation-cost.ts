/**
 * The situation values of a fixture that come from the arithmetic of the total cost (spec/lists/dimensions.schema.json):
 * a component with its own increase and reduction, a discount with a minimum, a payment short in several ways, an
 * alternative cost meeting a cost modifier. Read off the given effects, the plays and the payments. Pure.
 */
import type { Cost, DimensionValue, Effect, Fixture, PaymentStep, Play } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';

type CostEffect = Extract<Effect, { kind: 'cost-increase' | 'cost-reduction' | 'ignore-base-cost' }>;

/** The cost effects of the given state whose scope may reach the play (player, card and component alike). */
function effectsFor(fixture: Fixture, play: Play): CostEffect[] {
  return (fixture.given.effects ?? []).filter(
    (effect): effect is CostEffect =>
      (effect.kind === 'cost-increase' || effect.kind === 'cost-reduction' || effect.kind === 'ignore-base-cost') &&
      effect.scope.player === play.player &&
      (effect.scope.card === undefined || effect.scope.card === play.card),
  );
}

/** The card a play plays, looked up through the given state. */
function cardOf(fixture: Fixture, id: string, cards: ReadonlyMap<string, CatalogueCard>): CatalogueCard | undefined {
  for (const side of Object.values(fixture.given.players))
    for (const zone of ['hand', 'trash'] as const) {
      const found = (side[zone] ?? []).find((item) => item.id === id);
      if (found !== undefined) return cards.get(found.card);
    }
  return undefined;
}

const plays = (fixture: Fixture): Play[] => fixture.when.filter((action): action is Play => action.type === 'play');

/** A component that meets both its own increase and its own reduction (CR 356.3, 356.4.c): or only its reduction. */
function componentValues(fixture: Fixture): DimensionValue[] {
  const byComponent = new Map<string, Set<string>>();
  for (const effect of fixture.given.effects ?? []) {
    if (effect.kind !== 'cost-increase' && effect.kind !== 'cost-reduction') continue;
    if (effect.scope.component === undefined) continue;
    const key = `${effect.scope.player}|${effect.scope.card ?? ''}|${effect.scope.component}`;
    byComponent.set(key, new Set([...(byComponent.get(key) ?? []), effect.kind]));
  }
  return [...byComponent.values()].flatMap((kinds): DimensionValue[] =>
    kinds.has('cost-reduction') ? [kinds.has('cost-increase') ? 'component.both' : 'component.reduced'] : [],
  );
}

/**
 * A discount with a minimum met by a play in its scope (CR 356.4.e): stopped by it when the printed energy, with the
 * increases in scope, less the discount's amount falls below its minimum; beside a chosen option's own discount.
 */
function minimumValues(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): DimensionValue[] {
  const values: DimensionValue[] = [];
  for (const play of plays(fixture)) {
    const effects = effectsFor(fixture, play).filter((effect) => effect.scope.component === undefined);
    const card = cardOf(fixture, play.card, cards);
    const increases = effects.reduce((sum, e) => sum + (e.kind === 'cost-increase' ? (e.energy ?? 0) : 0), 0);
    const base = (card?.cost.energy ?? 0) + increases;
    const withOption = (play.options ?? []).some(
      (option) => card?.additionalCosts?.find((cost) => cost.id === option)?.reduceIfPaid !== undefined,
    );
    for (const effect of effects) {
      if (effect.kind !== 'cost-reduction' || effect.minimum?.energy === undefined) continue;
      values.push(base - (effect.energy ?? 0) < effect.minimum.energy ? 'minimum.reached' : 'minimum.unreached');
      if (withOption) values.push('minimum.option');
    }
  }
  return values;
}

/** The total of a play when the fixture leaves nothing but the printed card to decide it, or when it asserts it. */
function knownTotal(fixture: Fixture, index: number, card: CatalogueCard | undefined): Cost | undefined {
  const asserted = fixture.then.steps[index]?.totalCost;
  if (asserted !== undefined) return asserted;
  const play = fixture.when[index];
  if (card === undefined || play?.type !== 'play') return undefined;
  const simple =
    effectsFor(fixture, play).length === 0 &&
    (play.options ?? []).length === 0 &&
    play.flow === undefined &&
    (play.targets ?? []).length === 0;
  if (!simple) return undefined;
  const mandatory = (card.additionalCosts ?? []).filter((cost) => !cost.optional).map((cost) => cost.cost);
  return [card.cost, ...mandatory].reduce<Cost>(
    (sum, cost) => ({
      energy: (sum.energy ?? 0) + (cost.energy ?? 0),
      power: { any: sumOf(sum.power) + sumOf(cost.power) },
      discard: (sum.discard ?? 0) + (cost.discard ?? 0),
      kill: (sum.kill ?? 0) + (cost.kill ?? 0),
    }),
    {},
  );
}

const sumOf = (amounts: Readonly<Record<string, number>> | undefined): number =>
  Object.values(amounts ?? {}).reduce((sum, amount) => sum + amount, 0);

/** What a scripted payment spends: energy, power of any kind, and its discard and kill steps. */
function paid(steps: readonly PaymentStep[]): { energy: number; power: number; actions: number } {
  let energy = 0;
  let power = 0;
  let actions = 0;
  for (const step of steps) {
    if (step.type === 'spend') {
      energy += step.resources.energy ?? 0;
      power += (step.resources.universal ?? 0) + sumOf(step.resources.power);
    } else if (step.type === 'discard' || step.type === 'kill') actions += 1;
  }
  return { energy, power, actions };
}

/** A rejected play whose scripted payment is short in one way, or in two (the contract's code precedence, 4.4). */
function shortfallValues(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): DimensionValue[] {
  return fixture.when.flatMap((action, index): DimensionValue[] => {
    const expected = fixture.then.steps[index];
    if (action.type !== 'play' || expected?.outcome !== 'rejected' || !Array.isArray(action.payment)) return [];
    const total = knownTotal(fixture, index, cardOf(fixture, action.card, cards));
    if (total === undefined) return [];
    const spent = paid(action.payment);
    const energy = spent.energy < (total.energy ?? 0);
    const power = spent.power < sumOf(total.power);
    const other = spent.actions < (total.discard ?? 0) + (total.kill ?? 0);
    const short = [energy, power, other].filter(Boolean).length;
    if (short === 1) return ['shortfall.single'];
    if (energy && power) return ['shortfall.energy-and-power'];
    if (power && other) return ['shortfall.power-and-non-resource'];
    return energy && other ? ['shortfall.energy-and-non-resource'] : [];
  });
}

/** A play with Flow (an alternative cost, CR 829.1.c.1) that meets an ignore effect or a discount in scope. */
function alternativeValues(fixture: Fixture): DimensionValue[] {
  return plays(fixture)
    .filter((play) => play.flow !== undefined)
    .flatMap((play) =>
      effectsFor(fixture, play).flatMap((effect): DimensionValue[] => {
        if (effect.kind === 'ignore-base-cost')
          return [effect.part === undefined ? 'alternative.ignore-all' : 'alternative.ignore-part'];
        return effect.kind === 'cost-reduction' && effect.scope.component === undefined ? ['alternative.discount'] : [];
      }),
    );
}

/** Every cost-arithmetic value the fixture sets up. */
export function costValues(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): DimensionValue[] {
  return [
    ...componentValues(fixture),
    ...minimumValues(fixture, cards),
    ...shortfallValues(fixture, cards),
    ...alternativeValues(fixture),
  ];
}
