import type { PaymentStep, Resources, Rune } from '../../schemas/types/generated.js';
import {
  addResources,
  canonicalResources,
  DOMAINS,
  energyOf,
  powerOf,
  subtractResources,
  universalOf,
} from '../state/resources.js';
import type { DeepReadonly } from '../state/types.js';
import { permanentsOf } from '../state/zones.js';
import { acceptsWith, totalDemands } from './check.js';
import { usableAbilities, type PaymentProblem, type UsableAbility } from './auto-payer.js';
import { costlyActivations } from './auto-abilities.js';
import type { SourceType } from './types.js';
import { definitionOf, sideOf } from '../state/invariant.js';

/**
 * A brute-force enumerator of payments, for small cases only: the test oracle of the automatic payer and the baseline
 * of its benchmark. It tries every use of every rune (none, exhaust, recycle, both), every subset of the usable Add
 * abilities (and every number of activations of those paid in energy, up to the size of the total), every way of spending the pool and every choice of cards to discard and units to kill: exponential, by
 * design. It uses the same rule-table predicates as the automatic payer, and nothing of its matching.
 */

type RuneUse = 'none' | 'exhaust' | 'recycle' | 'both';

function* runeUses(runes: readonly DeepReadonly<Rune>[], problem: PaymentProblem): Generator<RuneUse[]> {
  const { rules } = problem.context;
  const [first, ...rest] = runes;
  if (!first) {
    yield [];
    return;
  }
  const options: RuneUse[] = ['none'];
  if (rules.canExhaustRune(first)) options.push('exhaust');
  if (rules.canRecycleRune(first)) options.push('recycle');
  if (rules.canExhaustRune(first) && rules.canRecycleRune(first)) options.push('both');
  for (const use of options) for (const tail of runeUses(rest, problem)) yield [use, ...tail];
}

function* subsets<T>(items: readonly T[], size?: number): Generator<T[]> {
  const [first, ...rest] = items;
  if (size === 0 || !first) {
    if (size === undefined || size === 0) yield [];
    return;
  }
  for (const tail of subsets(rest, size === undefined ? undefined : size - 1)) yield [first, ...tail];
  for (const tail of subsets(rest, size)) yield tail;
}

const TYPES: readonly SourceType[] = ['energy', 'universal', ...DOMAINS];

function amountOf(resources: Resources, type: SourceType): number {
  if (type === 'energy') return energyOf(resources);
  if (type === 'universal') return universalOf(resources);
  return powerOf(resources, type);
}

/** Some exact spend of `pool` covering every requirement unit, found by trying each resource for each unit. */
function findSpend(pool: Resources, problem: PaymentProblem): Map<SourceType, number> | undefined {
  const accepts = acceptsWith(problem.context.rules);
  const units = totalDemands(problem.total).flatMap((demand) =>
    Array.from({ length: demand.amount }, () => demand.key),
  );
  const left = new Map(TYPES.map((type) => [type, amountOf(pool, type)]));
  const used = new Map<SourceType, number>();
  const assign = (index: number, from: number): boolean => {
    const key = units[index];
    if (key === undefined) return true;
    // Units of one requirement take resources in non-decreasing order: each multiset is tried once.
    const start = index > 0 && units[index - 1] === key ? from : 0;
    for (let t = start; t < TYPES.length; t += 1) {
      const type = TYPES[t] ?? 'energy';
      if ((left.get(type) ?? 0) === 0 || !accepts(type, key)) continue;
      left.set(type, (left.get(type) ?? 0) - 1);
      used.set(type, (used.get(type) ?? 0) + 1);
      if (assign(index + 1, t)) return true;
      left.set(type, (left.get(type) ?? 0) + 1);
      used.set(type, (used.get(type) ?? 0) - 1);
    }
    return false;
  };
  return assign(0, 0) ? used : undefined;
}

function resourceSteps(
  runes: readonly DeepReadonly<Rune>[],
  uses: readonly RuneUse[],
  abilities: readonly UsableAbility[],
): PaymentStep[] {
  const activate = abilities.map((a): PaymentStep => ({ type: 'activate', card: a.card, ability: a.ability }));
  const exhaust = runes
    .filter((_r, i) => uses[i] === 'exhaust' || uses[i] === 'both')
    .map((r): PaymentStep => ({ type: 'exhaust-rune', rune: r.id }));
  const recycle = runes
    .filter((_r, i) => uses[i] === 'recycle' || uses[i] === 'both')
    .map((r): PaymentStep => ({ type: 'recycle-rune', rune: r.id }));
  return [...exhaust, ...recycle, ...activate];
}

/** The pool after the runes and then the abilities, in order; undefined when an ability's energy is not there. */
function poolAfter(
  pool: Resources,
  runes: readonly DeepReadonly<Rune>[],
  uses: readonly RuneUse[],
  abilities: readonly UsableAbility[],
): Resources | undefined {
  let result = pool;
  runes.forEach((rune, i) => {
    const use = uses[i];
    if (use === 'exhaust' || use === 'both') result = addResources(result, { energy: 1 });
    if (use === 'recycle' || use === 'both') result = addResources(result, { power: { [rune.domain]: 1 } });
  });
  for (const ability of abilities) {
    if (energyOf(result) < ability.energy) return undefined;
    result = addResources(subtractResources(result, { energy: ability.energy }), ability.adds);
  }
  return result;
}

/** Every choice of abilities: any subset of those that only exhaust, with any activations of those paid in energy. */
function* abilityUses(problem: PaymentProblem): Generator<UsableAbility[]> {
  const available = usableAbilities(problem);
  const costly = available.filter((a) => a.energy > 0);
  for (const free of subsets(available.filter((a) => a.energy === 0))) {
    for (const paid of costlyActivations(costly, problem.total)) yield [...free, ...paid];
  }
}

/** Every payment of the problem's total, one per combination of rune uses, abilities, discards and kills. */
export function* enumeratePayments(problem: PaymentProblem): Generator<PaymentStep[]> {
  const { state, context, player, total } = problem;
  const side = sideOf(state, player);
  const hand = side.hand.filter((card) => card.id !== problem.played).map((card) => card.id);
  const units = permanentsOf(state, player).filter(
    ({ permanent }) => definitionOf(context.cards, permanent.card).type === 'unit',
  );
  for (const abilities of abilityUses(problem)) {
    for (const uses of runeUses(side.runes, problem)) {
      const after = poolAfter(side.pool, side.runes, uses, abilities);
      const spend = after && findSpend(after, problem);
      if (!spend) continue;
      const power = Object.fromEntries(DOMAINS.map((d) => [d, spend.get(d) ?? 0]));
      const resources = canonicalResources(spend.get('energy') ?? 0, power, spend.get('universal') ?? 0);
      for (const discards of subsets(hand, total.discard)) {
        for (const kills of subsets(units, total.kill)) {
          yield [
            ...resourceSteps(side.runes, uses, abilities),
            { type: 'spend', resources },
            ...discards.map((card): PaymentStep => ({ type: 'discard', card })),
            ...kills.map(({ permanent }): PaymentStep => ({ type: 'kill', card: permanent.id })),
          ];
        }
      }
    }
  }
}

/** Whether any payment exists, by brute force. */
export function paymentExists(problem: PaymentProblem): boolean {
  return !enumeratePayments(problem).next().done;
}
