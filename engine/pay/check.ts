import type { RejectionCode } from '../../schemas/types/generated.js';
import type { CostAmounts } from '../cost/amounts.js';
import type { RuleTable } from '../rule-table.js';
import { DOMAINS, energyOf, powerOf, universalOf, type ResourcesLike } from '../state/resources.js';
import { allocate, type Demand, type Supply } from './matching.js';
import type { PaymentRun } from './types.js';

/** The resources spent, as supplies of the matching (all at the same cost). */
export function spentSupplies(spent: ResourcesLike): Supply[] {
  return [
    { type: 'energy', amount: energyOf(spent), cost: 0 },
    { type: 'universal', amount: universalOf(spent), cost: 0 },
    ...DOMAINS.map((domain) => ({ type: domain, amount: powerOf(spent, domain), cost: 0 })),
  ];
}

/** The resource requirements of a total: its energy, then each power requirement key. */
export function totalDemands(total: CostAmounts): Demand[] {
  return [
    { key: 'energy', amount: total.energy },
    ...Object.entries(total.power).map(([key, amount]) => ({ key, amount })),
  ];
}

/** Whether a resource pays a requirement, as the rule table says. */
export function acceptsWith(rules: RuleTable): (type: Supply['type'], key: Demand['key']) => boolean {
  return (type, key) => (key === 'energy' ? rules.sourcePaysEnergy(type) : rules.sourcePaysPower(type, key));
}

/**
 * Whether a spend step spends more than the total asks for: some resource spent so far fits no requirement even
 * with every domain allowed (more energy than the total's energy, or more power than its power).
 */
// pay.energy-is-not-power (INTERPRETING 4.4: a spend step can be rejected as payment/overpaid)
export function spendsTooMuch(spent: ResourcesLike, total: CostAmounts, rules: RuleTable): boolean {
  const anyDomain = (type: Supply['type'], key: Demand['key']): boolean =>
    key === 'energy' ? rules.sourcePaysEnergy(type) : rules.sourcePaysPower(type, 'any');
  const supplies = spentSupplies(spent);
  const allocation = allocate(supplies, totalDemands(total), anyDomain);
  return supplies.some((supply, i) => (allocation.used[i] ?? 0) < supply.amount);
}

/**
 * Whether what was paid covers the total exactly (INTERPRETING 4.4, the paragraph after the table). Shortfalls come
 * first, in the order energy, power, actions; then anything spent that matches no requirement is overpaid.
 */
// cost.mandatory, cost.non-resource, flow.no-shortfall, pay.domain-match, pay.energy-is-not-power
export function exactCoverage(run: PaymentRun, rules: RuleTable): RejectionCode | undefined {
  const { progress, total } = run;
  const demands = totalDemands(total);
  const allocation = allocate(spentSupplies(progress.spent), demands, acceptsWith(rules));
  const short = (wanted: (key: string) => boolean): boolean =>
    demands.some((demand, j) => wanted(demand.key) && (allocation.covered[j] ?? 0) < demand.amount);
  if (short((key) => key === 'energy')) return 'payment/insufficient-energy';
  if (short((key) => key !== 'energy')) return 'payment/insufficient-power';
  if (progress.discards < total.discard || progress.kills < total.kill) return 'payment/unpaid-cost';
  // INTERPRETING 4.9: the exhausts and returns the total asks for are non-resource costs too (CR 357.2)
  if ((progress.exhausts ?? 0) < (total.exhaustFriendly ?? 0)) return 'payment/unpaid-cost';
  if ((progress.returns ?? 0) < (total.returnToHand ?? 0)) return 'payment/unpaid-cost';
  if ((progress.xp ?? 0) < (total.xp ?? 0)) return 'payment/unpaid-cost';
  const spent = spentSupplies(progress.spent).reduce((sum, supply) => sum + supply.amount, 0);
  const matched = allocation.used.reduce((sum, amount) => sum + amount, 0);
  return spent > matched ? 'payment/overpaid' : undefined;
}
