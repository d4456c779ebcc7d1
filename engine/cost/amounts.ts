import type { Cost } from '../../schemas/types/generated.js';
import type { DeepReadonly } from '../state/types.js';

/**
 * What a power requirement accepts: one domain (`fury`), any domain (`any`), or any one of several domains, sorted
 * and joined by `|` (`calm|fury`).
 */
export type RequirementKey = string;

/**
 * A cost with every amount stated: energy, power by requirement key, and the non-resource actions. Amounts are never
 * below 0 once a stage is done (cost.floor-zero); power keys with 0 are left out.
 */
export interface CostAmounts {
  readonly energy: number;
  readonly power: Readonly<Record<RequirementKey, number>>;
  readonly discard: number;
  readonly kill: number;
  /** Ready friendly permanents to exhaust, and friendly permanents to return to hand (INTERPRETING 4.9); absent: 0. */
  readonly exhaustFriendly?: number;
  readonly returnToHand?: number;
  /** XP to spend (INTERPRETING 4.9); absent: 0. */
  readonly xp?: number;
}

/** The actions beyond discard and kill a cost asks for (INTERPRETING 4.9), with 0 left out. */
export function otherActions(cost: {
  readonly exhaustFriendly?: number | undefined;
  readonly returnToHand?: number | undefined;
  readonly xp?: number | undefined;
}): { exhaustFriendly?: number; returnToHand?: number; xp?: number } {
  const out: { exhaustFriendly?: number; returnToHand?: number; xp?: number } = {};
  if ((cost.exhaustFriendly ?? 0) !== 0) out.exhaustFriendly = cost.exhaustFriendly ?? 0;
  if ((cost.returnToHand ?? 0) !== 0) out.returnToHand = cost.returnToHand ?? 0;
  if ((cost.xp ?? 0) !== 0) out.xp = cost.xp ?? 0;
  return out;
}

export const ZERO_COST: CostAmounts = { energy: 0, power: {}, discard: 0, kill: 0 };

function cleanPower(power: Readonly<Record<string, number>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const key of Object.keys(power).sort()) {
    const amount = power[key] ?? 0;
    if (amount !== 0) out[key] = amount;
  }
  return out;
}

/** Reads a schema cost (amounts left out are 0). */
export function fromCost(cost: DeepReadonly<Cost>): CostAmounts {
  return {
    energy: cost.energy ?? 0,
    power: cleanPower(cost.power ?? {}),
    discard: cost.discard ?? 0,
    kill: cost.kill ?? 0,
    ...otherActions(cost),
  };
}

/** Writes a schema cost with zero amounts left out, as a total cost is reported. */
export function toCost(amounts: CostAmounts): Cost {
  const cost: Cost = {};
  if (amounts.energy !== 0) cost.energy = amounts.energy;
  const power = cleanPower(amounts.power);
  if (Object.keys(power).length > 0) cost.power = power;
  if (amounts.discard !== 0) cost.discard = amounts.discard;
  if (amounts.kill !== 0) cost.kill = amounts.kill;
  return { ...cost, ...otherActions(amounts) };
}

export function addCosts(a: CostAmounts, b: CostAmounts): CostAmounts {
  const power: Record<string, number> = { ...a.power };
  for (const [key, amount] of Object.entries(b.power)) power[key] = (power[key] ?? 0) + amount;
  return {
    energy: a.energy + b.energy,
    power: cleanPower(power),
    discard: a.discard + b.discard,
    kill: a.kill + b.kill,
    ...otherActions({
      exhaustFriendly: (a.exhaustFriendly ?? 0) + (b.exhaustFriendly ?? 0),
      returnToHand: (a.returnToHand ?? 0) + (b.returnToHand ?? 0),
      xp: (a.xp ?? 0) + (b.xp ?? 0),
    }),
  };
}

/** Multiplies every amount by `times`. */
export function scaleCost(cost: CostAmounts, times: number): CostAmounts {
  const power: Record<string, number> = {};
  for (const [key, amount] of Object.entries(cost.power)) power[key] = amount * times;
  return {
    energy: cost.energy * times,
    power: cleanPower(power),
    discard: cost.discard * times,
    kill: cost.kill * times,
    ...otherActions({
      exhaustFriendly: (cost.exhaustFriendly ?? 0) * times,
      returnToHand: (cost.returnToHand ?? 0) * times,
      xp: (cost.xp ?? 0) * times,
    }),
  };
}

/** Clamps every amount at 0 (cost.floor-zero). */
export function floorCost(cost: CostAmounts): CostAmounts {
  const power: Record<string, number> = {};
  for (const [key, amount] of Object.entries(cost.power)) power[key] = Math.max(0, amount);
  return {
    energy: Math.max(0, cost.energy),
    power: cleanPower(power),
    discard: Math.max(0, cost.discard),
    kill: Math.max(0, cost.kill),
    ...otherActions({
      exhaustFriendly: Math.max(0, cost.exhaustFriendly ?? 0),
      returnToHand: Math.max(0, cost.returnToHand ?? 0),
      xp: Math.max(0, cost.xp ?? 0),
    }),
  };
}

/** The requirement key of power restricted to these domains: sorted and joined, or `any` for none. */
export function requirementKey(domains: readonly string[]): RequirementKey {
  return domains.length === 0 ? 'any' : [...new Set(domains)].sort().join('|');
}
