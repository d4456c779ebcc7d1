/**
 * The payment of an engine that deducts its total itself, as most engines do: it has no spend step, and once the
 * other steps of a payment are done (runes, discards, kills), it takes the total out of the pool on its own.
 */
import { createEngine, type Engine } from '../engine.js';
import { acceptsWith, totalDemands } from '../pay/check.js';
import { allocate, type Supply } from '../pay/matching.js';
import { settleExactly } from '../pay/run.js';
import { paymentSteps } from '../pay/steps.js';
import type { PaymentRun } from '../pay/types.js';
import { compactResources, DOMAINS, energyOf, powerOf, universalOf, type ResourcesLike } from '../state/resources.js';
import type { Session } from '../state/session.js';
import type { Rejection } from '../state/types.js';
import type { Resources } from '../../schemas/types/generated.js';
import { sideOf } from '../state/invariant.js';

/** The pool as supplies: energy and domain power first, universal power only where nothing else pays. */
function poolSupplies(pool: ResourcesLike): Supply[] {
  return [
    { type: 'energy', amount: energyOf(pool), cost: 0 },
    { type: 'universal', amount: universalOf(pool), cost: 1 },
    ...DOMAINS.map((domain) => ({ type: domain, amount: powerOf(pool, domain), cost: 0 })),
  ];
}

/** What the supplies give, as resources. */
function taken(supplies: readonly Supply[], used: readonly number[]): Resources {
  const power: Record<string, number> = {};
  let energy = 0;
  let universal = 0;
  supplies.forEach((supply, i) => {
    const amount = used[i] ?? 0;
    if (supply.type === 'energy') energy += amount;
    else if (supply.type === 'universal') universal += amount;
    else power[supply.type] = (power[supply.type] ?? 0) + amount;
  });
  return compactResources({ energy, power, universal });
}

/**
 * Takes the total out of the pool (CR 357.1, 444.1: paying removes resources from the pool), as much of it as the pool
 * covers; then the usual check names what is short (pay.domain-match, pay.energy-is-not-power, cost.non-resource).
 */
export function deductTotal(session: Session, run: PaymentRun): Rejection | undefined {
  const { pool } = sideOf(session.state, run.player);
  const supplies = poolSupplies(pool);
  const allocation = allocate(supplies, totalDemands(run.total), acceptsWith(session.rules));
  const resources = taken(supplies, allocation.used);
  if (Object.keys(resources).length > 0) session.emit({ type: 'resource-spent', player: run.player, resources });
  run.progress = { ...run.progress, spent: resources };
  return settleExactly(session, run);
}

/** The reference engine with a deducting payment: it takes no `spend` step, and deducts the total itself. */
export function createDeductingEngine(): Engine {
  return createEngine({
    settlePayment: deductTotal,
    paymentSteps: {
      ...paymentSteps,
      spend: () => {
        throw new Error('this engine has no spend step: it deducts the total from the pool itself');
      },
    },
  });
}
