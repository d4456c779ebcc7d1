import type { CostAmounts } from '../cost/amounts.js';
import type { Facts } from '../state/messages.js';
import { DOMAINS, energyOf, powerOf, universalOf, type ResourcesLike } from '../state/resources.js';
import type { PaymentRun } from './types.js';

/** "2 energy + 1 calm + 1 universal", for rejection sentences. */
export function describeResources(resources: ResourcesLike): string {
  const parts = [`${energyOf(resources)} energy`];
  for (const domain of DOMAINS)
    if (powerOf(resources, domain) > 0) parts.push(`${powerOf(resources, domain)} ${domain}`);
  if (universalOf(resources) > 0) parts.push(`${universalOf(resources)} universal`);
  return parts.join(' + ');
}

/** "3 energy + 1 fury power + 1 discard", for rejection sentences. */
export function describeCost(cost: CostAmounts): string {
  const parts = [`${cost.energy} energy`];
  for (const [key, amount] of Object.entries(cost.power)) parts.push(`${amount} ${key} power`);
  if (cost.discard > 0) parts.push(`${cost.discard} discard`);
  if (cost.kill > 0) parts.push(`${cost.kill} kill`);
  if ((cost.exhaustFriendly ?? 0) > 0) parts.push(`${cost.exhaustFriendly} exhaust`);
  if ((cost.returnToHand ?? 0) > 0) parts.push(`${cost.returnToHand} return`);
  if ((cost.xp ?? 0) > 0) parts.push(`${cost.xp} XP`);
  return parts.join(' + ');
}

/** What a failed coverage check reports: what was spent and performed, against what the total asks. */
export function coverageFacts(run: PaymentRun): Facts {
  const { progress, total } = run;
  const unpaid = progress.discards < total.discard ? 'discard' : 'kill';
  return {
    spent: describeResources(progress.spent),
    needed: unpaid === 'discard' && total.discard > progress.discards ? total.discard : describeCost(total),
    done: unpaid === 'discard' ? progress.discards : progress.kills,
    action: unpaid,
  };
}
