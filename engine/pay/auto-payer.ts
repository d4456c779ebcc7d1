import type { Domain, PaymentStep, PlayerId, Resources, Rune } from '../../schemas/types/generated.js';
import type { CostAmounts } from '../cost/amounts.js';
import { addsResources } from '../play/abilities.js';
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
import { acceptsWith, totalDemands } from './check.js';
import { allocate, type Supply } from './matching.js';
import type { SourceType } from './types.js';
import { definitionOf, present, sideOf } from '../state/invariant.js';

/**
 * The automatic payer (INTERPRETING 4.4, `"auto"`). It finds a legal payment whenever one exists among spending the
 * pool, exhausting ready runes, recycling runes, activating Reaction Add abilities of ready permanents (those whose
 * only cost is exhausting), discarding cards from hand and killing friendly units.
 *
 * Exhausting a rune and recycling it are independent (a rune may do both, exhaust first), so the energy and power
 * sources form one bipartite matching of resources to requirements, solved as a min-cost max-flow (matching.ts):
 * polynomial in the number of runes, never a search over subsets. Preference, through the costs of the flow:
 * 1. the pool first: energy and domain power, then universal power;
 * 2. exhausting ready runes for energy;
 * 3. recycling runes for power: exhausted ones first, then ready ones, and among ready ones those exhausted for
 *    energy in this payment first (so the fewest runes leave the board and the most stay ready);
 * 4. Reaction Add abilities, only when the payment needs them: added one by one in board order until a payment
 *    exists, then dropped again, last first, where it still exists without them.
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
}

/** A Reaction Add ability an automatic payment may use, and what it adds. */
export interface UsableAbility {
  readonly card: string;
  readonly ability: string;
  readonly adds: Resources;
}

const COST = { pool: 0, universal: 1, exhaust: 2, recycleExhausted: 3, recycleReady: 4 } as const;

/** The Reaction Add abilities of the player's ready permanents whose only cost is exhausting, in board order. */
export function usableAbilities(problem: PaymentProblem): UsableAbility[] {
  const { state, context, player } = problem;
  return permanentsOf(state, player).flatMap(({ permanent }) => {
    if (!context.rules.canPayAbilityCost(permanent)) return [];
    const abilities = definitionOf(context.cards, permanent.card).abilities ?? [];
    const usable = abilities.filter(
      (a) => a.reaction && addsResources(a) && a.cost.exhaust === true && (a.cost.energy ?? 0) === 0,
    );
    return usable.slice(0, 1).map((a) => ({
      card: permanent.id,
      ability: a.id,
      adds: a.effect.reduce<Resources>((sum, i) => (i.do === 'add' ? addResources(sum, i.add) : sum), {}),
    }));
  });
}

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

/** The energy and power part of a payment, with these abilities' resources already in the pool. */
function planResources(problem: PaymentProblem, abilities: readonly UsableAbility[]): ResourcePlan | undefined {
  const side = sideOf(problem.state, problem.player);
  const pool = abilities.reduce<ResourcesLike>((sum, a) => addResources(sum, a.adds), side.pool);
  const list = buckets(pool, side.runes, problem);
  const demands = totalDemands(problem.total);
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
  const spent = new Map<SourceType, number>();
  list.forEach((b, i) => spent.set(b.supply.type, (spent.get(b.supply.type) ?? 0) + (allocation.used[i] ?? 0)));
  const power: Partial<Record<Domain, number>> = Object.fromEntries(DOMAINS.map((d) => [d, spent.get(d) ?? 0]));
  return { exhaust, recycle, spend: canonicalResources(spent.get('energy') ?? 0, power, spent.get('universal') ?? 0) };
}

/** The fewest abilities, in board order, with which a resource plan exists. */
function chooseAbilities(problem: PaymentProblem): { used: UsableAbility[]; plan: ResourcePlan } | undefined {
  const available = usableAbilities(problem);
  const used: UsableAbility[] = [];
  let plan = planResources(problem, used);
  for (const ability of available) {
    if (plan) break;
    used.push(ability);
    plan = planResources(problem, used);
  }
  if (!plan) return undefined;
  for (let i = used.length - 1; i >= 0; i -= 1) {
    const without = used.filter((_a, j) => j !== i);
    const smaller = planResources(problem, without);
    if (smaller) {
      used.splice(i, 1);
      plan = smaller;
    }
  }
  return { used, plan };
}

/** The cards to discard and the units to kill, or undefined when there are too few. */
function chooseActions(problem: PaymentProblem): { discard: string[]; kill: string[] } | undefined {
  const { state, context, player, total } = problem;
  const hand = sideOf(state, player)
    .hand.filter((card) => card.id !== problem.played)
    .map((card) => card.id);
  const units = permanentsOf(state, player).filter(
    ({ permanent }) => definitionOf(context.cards, permanent.card).type === 'unit',
  );
  const kill = context.rules.killOrder(units, problem.targets ?? []).map(({ permanent }) => permanent.id);
  if (hand.length < total.discard || kill.length < total.kill) return undefined;
  return { discard: hand.slice(0, total.discard), kill: kill.slice(0, total.kill) };
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
  return [
    ...used.map((a): PaymentStep => ({ type: 'activate', card: a.card, ability: a.ability })),
    ...plan.exhaust.map((rune): PaymentStep => ({ type: 'exhaust-rune', rune })),
    ...plan.recycle.map((rune): PaymentStep => ({ type: 'recycle-rune', rune })),
    ...(isEmptySpend(plan.spend) ? [] : [{ type: 'spend', resources: plan.spend } as PaymentStep]),
    ...actions.discard.map((card): PaymentStep => ({ type: 'discard', card })),
    ...actions.kill.map((card): PaymentStep => ({ type: 'kill', card })),
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
