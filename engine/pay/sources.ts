import type { RequirementKey } from '../cost/amounts.js';
import type { SourceType } from './types.js';

/** Only energy pays energy: power, universal power included, never does. */
// pay.energy-is-not-power, pay.universal-power
export function onlyEnergyPaysEnergy(source: SourceType): boolean {
  return source === 'energy';
}

/**
 * Power of a domain pays a requirement naming that domain or `any`; universal power pays any power requirement;
 * energy pays none.
 */
// pay.domain-match, pay.universal-power, pay.any-domain, pay.energy-is-not-power, accelerate.domain
export function powerMatchesRequirement(source: SourceType, key: RequirementKey): boolean {
  if (source === 'energy') return false;
  if (source === 'universal') return true;
  return key === 'any' || key.split('|').includes(source);
}
