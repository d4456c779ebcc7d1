import { fitsQualifier, type CardAction, type Qualifiers } from '../cost/qualifiers.js';
import type { Domain, PaymentStep, PlayerId, Resources, Rune } from '../../schemas/types/generated.js';
import { costlyActivations, type UsableAbility } from './auto-abilities.js';
import type { CostAmounts } from '../cost/amounts.js';
import {
  addResources,
  canonicalResources,
  DOMAINS,
  energyOf,
  powerOf,
  universalOf,
  type ResourcesLike,
} from '../state/resources.js';
import type { EngineContext } from '../state/session.js';
import type { DeepReadonly, GameState } from '../state/types.js';
import { permanentsOf } from '../state/zones.js';

export { usableAbilities, type UsableAbility } from './auto-abilities.js';
import { acceptsWith, totalDemands } from './check.js';
import { allocate, type Supply } from './matching.js';
import type { SourceType } from './types.js';
import { definitionOf, present, sideOf } from '../state/invariant.js';

/**
 * The automatic payer (INTERPRETING 4.4, `"auto"`). It finds a legal payment whenever one exists among spending the
 * pool, exhausting ready runes, recycling runes, activating Reaction Add abilities (their own cost exhausting a ready
 * permanent, paying energy from the pool, or both), discarding cards from hand and killing friendly units.
 *
 * Exhausting a rune and recycling it are independent (a rune may do both, exhaust first), so the energy and power
 * sources form one bipartite matching of resources to requirements, solved as a min-cost max-flow (matching.ts):
 * polynomial in the number of runes, never a search over subsets. Preference, through the costs of the flow:
 * 1. the pool first: energy and domain power, then universal power;
 * 2. exhausting ready runes for energy;
 * 3. recycling runes for power: exhausted ones first, then ready ones, and among ready ones those exhausted for
 *    energy in this payment first (so the fewest runes leave the board and the most stay ready);
 * 4. Reaction Add abilities, only when the payment needs them: those whose only cost is exhausting are added one by
 *    one in board order until a payment exists, then dropped again, last first, where it still exists without them;
 *    those with an energy cost (auto-abilities.ts) only when no payment exists without them, fewest activations
 *    first, activated after the rune steps so that the pool holds their energy.
 * Discards take the first cards of the hand other than the card played; kills take friendly units in the order of
 * the `killOrder` rule, which puts the play's targets last (pay.no-self-defeating-choice). Runes and units are taken
 * in board order, so the same input always gives the same payment.
 */

/** A payment to find: a total for a player in a state, with the card played and its targets. */
export interface PaymentProblem {
  readonly state: GameState;
  readonly context: EngineContext;
  readonly player: PlayerId;
  readonly total: CostAmounts;
  /** The card being played: never discarded to pay its own cost. */
  readonly played?: string;
  readonly targets?: readonly string[];
  /** What a card must be to pay a discard or a kill (INTERPRETING 4.9). */
  readonly qualifiers?: Qualifiers;
}

const COST = { pool: 0, universal: 1, exhaust: 2, recycleExhausted: 3, recycleReady: 4 } as const;

/** The runes, spend and counts a resource plan settles on. */
interface ResourcePlan {
  readonly exhaust: readonly string[];
  readonly recycle: readonly string[];
  readonly spend: Resources;
}

interface Bucket {
  readonly supply: Supply;
  readonly runes: readonly DeepReadonly<Rune>[];
  readonly kind: 'pool' | 'exhaust' | 'recycle';
}

function buckets(pool: ResourcesLike, runes: readonly DeepReadonly<Rune>[], problem: PaymentProblem): Bucket[] {
  const { rules } = problem.context;
  const exhaustable = runes.filter((rune) => rules.canExhaustRune(rune));
  const recyclable = runes.filter((rune) => rules.canRecycleRune(rune));
  const fromPool = (supply: Supply): Bucket => ({ kind: 'pool', runes: [], supply });
  const list: Bucket[] = [
    fromPool({ type: 'energy', amount: energyOf(pool), cost: COST.pool }),
    fromPool({ type: 'universal', amount: universalOf(pool), cost: COST.universal }),
    ...DOMAINS.map((d) => fromPool({ type: d, amount: powerOf(pool, d), cost: COST.pool })),
    { kind: 'exhaust', runes: exhaustable, supply: { type: 'energy', amount: exhaustable.length, cost: COST.exhaust } },
  ];
  for (const ready of [false, true]) {
    for (const domain of DOMAINS) {
      const group = recyclable.filter((rune) => rune.domain === domain && rune.ready === ready);
      const cost = ready ? COST.recycleReady : COST.recycleExhausted;
      list.push({ kind: 'recycle', runes: group, supply: { type: domain, amount: group.length, cost } });
    }
  }
  return list;
}

/** Which runes to exhaust: the ready ones being recycled first, then the others, in board order. */
function runesToExhaust(
  candidates: readonly DeepReadonly<Rune>[],
  recycled: ReadonlySet<string>,
  count: number,
): string[] {
  const ordered = [...candidates.filter((r) => recycled.has(r.id)), ...candidates.filter((r) => !recycled.has(r.id))];
  return ordered.slice(0, count).map((rune) => rune.id);
}

/** The energy the activations' own costs take from the pool (CR 357.1.a: an Add ability's cost is paid as usual). */
function abilityEnergy(abilities: readonly UsableAbility[]): number {
  return abilities.reduce((sum, a) => sum + a.energy, 0);
}

/**
 * The order of the activations paid in energy: those that add at least the energy they cost first, cheapest first,
 * then the others, those adding the most energy first. Whenever some order lets the pool pay each activation as it is
 * made (CR 357.1.a), this one does.
 */
function paidOrder(abilities: readonly UsableAbility[]): UsableAbility[] {
  const gain = (a: UsableAbility) => energyOf(a.adds) - a.energy;
  const gaining = abilities.filter((a) => a.energy > 0 && gain(a) >= 0).sort((a, b) => a.energy - b.energy);
  const losing = abilities.filter((a) => a.energy > 0 && gain(a) < 0);
  return [...gaining, ...losing.sort((a, b) => energyOf(b.adds) - energyOf(a.adds))];
}

/**
 * Whether the pool holds each activation's energy when it is made: the free ones (before the runes) need none, the
 * others come after the runes, in `paidOrder`, each paid before what it adds is in the pool.
 */
function energyLasts(problem: PaymentProblem, abilities: readonly UsableAbility[], exhausted: number): boolean {
  const free = abilities.filter((a) => a.energy === 0);
  let energy = free.reduce((sum, a) => sum + energyOf(a.adds), energyOf(sideOf(problem.state, problem.player).pool));
  energy += exhausted;
  for (const a of paidOrder(abilities)) {
    if (energy < a.energy) return false;
    energy += energyOf(a.adds) - a.energy;
  }
  return true;
}

/** The energy and power part of a payment, with these abilities' resources in the pool and their costs paid. */
function planResources(problem: PaymentProblem, abilities: readonly UsableAbility[]): ResourcePlan | undefined {
  const side = sideOf(problem.state, problem.player);
  const pool = abilities.reduce<ResourcesLike>((sum, a) => addResources(sum, a.adds), side.pool);
  const list = buckets(pool, side.runes, problem);
  const owed = abilityEnergy(abilities);
  const demands = totalDemands({ ...problem.total, energy: problem.total.energy + owed });
  const allocation = allocate(
    list.map((b) => b.supply),
    demands,
    acceptsWith(problem.context.rules),
  );
  if (demands.some((demand, j) => (allocation.covered[j] ?? 0) < demand.amount)) return undefined;
  const recycle = list.flatMap((b, i) =>
    b.kind === 'recycle' ? b.runes.slice(0, allocation.used[i] ?? 0).map((r) => r.id) : [],
  );
  const exhaustIndex = list.findIndex((b) => b.kind === 'exhaust');
  const exhaust = runesToExhaust(
    present(list[exhaustIndex]).runes,
    new Set(recycle),
    allocation.used[exhaustIndex] ?? 0,
  );
  if (!energyLasts(problem, abilities, exhaust.length)) return undefined;
  const spent = new Map<SourceType, number>();
  list.forEach((b, i) => spent.set(b.supply.type, (spent.get(b.supply.type) ?? 0) + (allocation.used[i] ?? 0)));
  const power: Partial<Record<Domain, number>> = Object.fromEntries(DOMAINS.map((d) => [d, spent.get(d) ?? 0]));
  const energy = (spent.get('energy') ?? 0) - owed;
  return { exhaust, recycle, spend: canonicalResources(energy, power, spent.get('universal') ?? 0) };
}

/** The fewest free abilities (exhausting only), in board order, with which a plan exists beside these activations. */
function chooseFree(
  problem: PaymentProblem,
  free: readonly UsableAbility[],
  costly: readonly UsableAbility[],
): { used: UsableAbility[]; plan: ResourcePlan } | undefined {
  const used: UsableAbility[] = [];
  let plan = planResources(problem, costly);
  for (const ability of free) {
    if (plan) break;
    used.push(ability);
    plan = planResources(problem, [...used, ...costly]);
  }
  if (!plan) return undefined;
  for (let i = used.length - 1; i >= 0; i -= 1) {
    const without = used.filter((_a, j) => j !== i);
    const smaller = planResources(problem, [...without, ...costly]);
    if (smaller) {
      used.splice(i, 1);
      plan = smaller;
    }
  }
  return { used: [...used, ...costly], plan };
}

/**
 * The abilities to activate and the plan they allow: abilities with an energy cost only when no plan exists without
 * them, the fewest activations first (CR 429.3, 135.2.e.5.b: one paid from the pool may still add what is missing).
 */
function chooseAbilities(problem: PaymentProblem): { used: UsableAbility[]; plan: ResourcePlan } | undefined {
  const available = problem.context.rules.autoPayAbilities(problem);
  const free = available.filter((a) => a.energy === 0);
  const costly = available.filter((a) => a.energy > 0);
  for (const activations of costlyActivations(costly, problem.total)) {
    const chosen = chooseFree(problem, free, activations);
    if (chosen) return chosen;
  }
  return undefined;
}

/** The cards to discard, the permanents to kill, exhaust and return, or undefined when there are too few. */
function chooseActions(
  problem: PaymentProblem,
): Record<'discard' | 'kill' | 'exhaust' | 'return', string[]> | undefined {
  const { state, context, player, total } = problem;
  const qualifiers = problem.qualifiers ?? {};
  const hand = sideOf(state, player)
    .hand.filter((card) => card.id !== problem.played)
    .filter((card) => fitsQualifier(definitionOf(context.cards, card.card), 'hand', 'discard', qualifiers.discard))
    .map((card) => card.id);
  // cost.qualified: only the permanents each action's qualifier allows (a friendly unit, or any permanent to return)
  const board = permanentsOf(state, player);
  const fitting = (action: CardAction) =>
    board.filter(({ permanent, zone }) =>
      fitsQualifier(definitionOf(context.cards, permanent.card), zone, action, qualifiers[action]),
    );
  const kill = context.rules.killOrder(fitting('kill'), problem.targets ?? []).map(({ permanent }) => permanent.id);
  const killed = new Set(kill.slice(0, total.kill));
  const exhaust = fitting('exhaustFriendly')
    .filter(({ permanent }) => permanent.ready && !killed.has(permanent.id))
    .map(({ permanent }) => permanent.id);
  const returned = fitting('returnToHand')
    .map(({ permanent }) => permanent.id)
    .filter((id) => !killed.has(id) && !exhaust.slice(0, total.exhaustFriendly ?? 0).includes(id));
  const enough =
    hand.length >= total.discard &&
    kill.length >= total.kill &&
    exhaust.length >= (total.exhaustFriendly ?? 0) &&
    returned.length >= (total.returnToHand ?? 0) &&
    sideOf(state, player).xp >= (total.xp ?? 0);
  if (!enough) return undefined;
  return {
    discard: hand.slice(0, total.discard),
    kill: kill.slice(0, total.kill),
    exhaust: exhaust.slice(0, total.exhaustFriendly ?? 0),
    return: returned.slice(0, total.returnToHand ?? 0),
  };
}

function isEmptySpend(spend: Resources): boolean {
  return energyOf(spend) === 0 && universalOf(spend) === 0 && DOMAINS.every((d) => powerOf(spend, d) === 0);
}

/** The steps of a legal payment of the problem's total, or undefined when none exists. Pure and deterministic. */
export function autoPay(problem: PaymentProblem): PaymentStep[] | undefined {
  const actions = chooseActions(problem);
  const chosen = actions ? chooseAbilities(problem) : undefined;
  if (!actions || !chosen) return undefined;
  const { used, plan } = chosen;
  const activate = (a: UsableAbility): PaymentStep => ({ type: 'activate', card: a.card, ability: a.ability });
  return [
    ...used.filter((a) => a.energy === 0).map(activate),
    ...plan.exhaust.map((rune): PaymentStep => ({ type: 'exhaust-rune', rune })),
    ...plan.recycle.map((rune): PaymentStep => ({ type: 'recycle-rune', rune })),
    // the abilities paid from the pool come after the runes that fill it
    ...paidOrder(used).map(activate),
    ...(isEmptySpend(plan.spend) ? [] : [{ type: 'spend', resources: plan.spend } as PaymentStep]),
    ...actions.discard.map((card): PaymentStep => ({ type: 'discard', card })),
    ...actions.kill.map((card): PaymentStep => ({ type: 'kill', card })),
    ...actions.exhaust.map((card): PaymentStep => ({ type: 'exhaust-friendly', card })),
    ...actions.return.map((card): PaymentStep => ({ type: 'return-to-hand', card })),
    ...((problem.total.xp ?? 0) > 0 ? [{ type: 'spend-xp', amount: problem.total.xp ?? 0 } as PaymentStep] : []),
  ];
}

/** Friendly units to kill for a cost: those not chosen as targets first, the targets last. */
// pay.no-self-defeating-choice
export function targetsLast<T extends { readonly permanent: { readonly id: string } }>(
  candidates: readonly T[],
  targets: readonly string[],
): readonly T[] {
  return [
    ...candidates.filter(({ permanent }) => !targets.includes(permanent.id)),
    ...candidates.filter(({ permanent }) => targets.includes(permanent.id)),
  ];
}
