import type { Domain, Resources } from '../../schemas/types/generated.js';
import type { DeepReadonly } from './types.js';

/** The six domains, in the order of the schema. */
export const DOMAINS: readonly Domain[] = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'];

/** Rune-pool resources as read from a pool, an add instruction or a spend step: amounts left out are 0. */
export type ResourcesLike = DeepReadonly<Resources>;

export function energyOf(resources: ResourcesLike): number {
  return resources.energy ?? 0;
}

export function universalOf(resources: ResourcesLike): number {
  return resources.universal ?? 0;
}

export function powerOf(resources: ResourcesLike, domain: Domain): number {
  return resources.power?.[domain] ?? 0;
}

/** The canonical form every pool is written in: every amount stated, zero domains left out. */
export function canonicalResources(
  energy: number,
  power: Partial<Record<Domain, number>>,
  universal: number,
): Resources {
  const domains: Record<string, number> = {};
  for (const domain of DOMAINS) {
    const amount = power[domain] ?? 0;
    if (amount !== 0) domains[domain] = amount;
  }
  return { energy, power: domains, universal };
}

function combine(a: ResourcesLike, b: ResourcesLike, sign: 1 | -1): Resources {
  const power: Partial<Record<Domain, number>> = {};
  for (const domain of DOMAINS) power[domain] = powerOf(a, domain) + sign * powerOf(b, domain);
  return canonicalResources(energyOf(a) + sign * energyOf(b), power, universalOf(a) + sign * universalOf(b));
}

export function addResources(a: ResourcesLike, b: ResourcesLike): Resources {
  return combine(a, b, 1);
}

/** `a - b`; amounts may go negative, so check `covers` first where that matters. */
export function subtractResources(a: ResourcesLike, b: ResourcesLike): Resources {
  return combine(a, b, -1);
}

/** Whether `pool` holds at least `wanted` of every resource. */
export function covers(pool: ResourcesLike, wanted: ResourcesLike): boolean {
  if (energyOf(pool) < energyOf(wanted) || universalOf(pool) < universalOf(wanted)) return false;
  return DOMAINS.every((domain) => powerOf(pool, domain) >= powerOf(wanted, domain));
}

export const NO_RESOURCES: Resources = canonicalResources(0, {}, 0);

/** Resources written with zero amounts left out, as events report them. */
export function compactResources(resources: ResourcesLike): Resources {
  const out: Resources = {};
  if (energyOf(resources) !== 0) out.energy = energyOf(resources);
  const power = canonicalResources(0, resources.power ?? {}, 0).power ?? {};
  if (Object.keys(power).length > 0) out.power = power;
  if (universalOf(resources) !== 0) out.universal = universalOf(resources);
  return out;
}
