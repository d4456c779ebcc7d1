import type { PaymentStepHandlers } from '../../engine/index.js';
import { reject } from '../../engine/state/messages.js';
import {
  addResources,
  compactResources,
  covers,
  DOMAINS,
  energyOf,
  powerOf,
  universalOf,
} from '../../engine/state/resources.js';
import type { ResourcesLike } from '../../engine/state/resources.js';
import { spendsTooMuch } from '../../engine/pay/check.js';
import { describeCost, describeResources } from '../../engine/pay/describe.js';

/**
 * The `spend` payment step as the reference engine writes it (engine/pay/steps.ts), with the two readings a mutant
 * may change: whose pool the resources leave, and whether the pool holds what the step names.
 */
export function spendStep(options: {
  readonly payer?: (active: string, payer: string) => string;
  readonly holds?: (pool: ResourcesLike, wanted: ResourcesLike) => boolean;
}): PaymentStepHandlers['spend'] {
  const payerOf = options.payer ?? ((_active: string, payer: string) => payer);
  const holds = options.holds ?? covers;
  return (session, run, step) => {
    const player = payerOf(session.state.turn.activePlayer, run.player);
    const pool = session.state.players[player]?.pool ?? {};
    if (!holds(pool, step.resources)) {
      return reject('payment/pool-insufficient', {
        pool: describeResources(pool),
        spend: describeResources(step.resources),
      });
    }
    const spent = addResources(run.progress.spent, step.resources);
    if (spendsTooMuch(spent, run.total, session.rules)) {
      return reject('payment/overpaid', { spent: describeResources(spent), needed: describeCost(run.total) });
    }
    session.emit({ type: 'resource-spent', player, resources: compactResources(step.resources) });
    run.progress = { ...run.progress, spent };
    return undefined;
  };
}

/** A pool check that counts power in bulk: any power the pool holds, universal included, stands for any power named. */
export function coversPowerInBulk(pool: ResourcesLike, wanted: ResourcesLike): boolean {
  return energyOf(pool) >= energyOf(wanted) && powerCount(pool) >= powerCount(wanted);
}

/** All the power of a resources object: every domain and universal. */
function powerCount(resources: ResourcesLike): number {
  return DOMAINS.reduce((sum, domain) => sum + powerOf(resources, domain), universalOf(resources));
}
