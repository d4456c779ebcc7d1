/**
 * What an engine that deducts its total took, judged by the harness (spec/INTERPRETING.md 4.4, "Engines that deduct
 * the total themselves"): the fixture's spend steps add up to the rules' total of an accepted play, so an engine that
 * took less undercharges and one that took more overcharges. The adapter reports what the engine took (`charged`);
 * it never decides this itself.
 */
import type { Fixture, Observation, Resources, Unjudged } from '../../schemas/types/generated.js';
import { child } from '../text/pointer.js';
import { sparseAmounts } from './amounts.js';
import type { VerdictCheck } from './types.js';

/** Energy and power (every domain and universal) in an amount of resources. */
function counts(resources: Resources): { energy: number; power: number } {
  const power = Object.values(resources.power ?? {}).reduce((sum, n) => sum + n, 0) + (resources.universal ?? 0);
  return { energy: resources.energy ?? 0, power };
}

/** What the scripted `spend` steps of a step's play or activation add up to; undefined when it scripts none. */
export function scriptedSpends(fixture: Fixture, step: number): Resources | undefined {
  const action = fixture.when[step];
  if (action === undefined || (action.type !== 'play' && action.type !== 'activate')) return undefined;
  if (!Array.isArray(action.payment)) return undefined;
  const spends = action.payment.flatMap((paid) => (paid.type === 'spend' ? [paid.resources] : []));
  if (spends.length === 0) return undefined;
  const power: Record<string, number> = {};
  let energy = 0;
  let universal = 0;
  for (const spent of spends) {
    energy += spent.energy ?? 0;
    universal += spent.universal ?? 0;
    for (const [domain, n] of Object.entries(spent.power ?? {})) power[domain] = (power[domain] ?? 0) + n;
  }
  return { energy, power, universal };
}

/** 4b. For each accepted play or activation with scripted spends, what the engine took equals what they add up to. */
export const checkCharged: VerdictCheck = ({ fixture, steps }) => {
  for (const [i, observed] of steps.entries()) {
    const spends = scriptedSpends(fixture, i);
    if (observed.charged === undefined || observed.outcome !== 'accepted' || spends === undefined) continue;
    const [took, total] = [counts(observed.charged), counts(spends)];
    const under = took.energy < total.energy || took.power < total.power;
    if (!under && took.energy === total.energy && took.power === total.power) continue;
    return {
      code: under ? 'verdict/undercharged' : 'verdict/overcharged',
      pointer: child('/then/steps', i),
      expected: sparseAmounts(spends),
      observed: sparseAmounts(observed.charged),
      data: {
        step: i,
        expected: `${total.energy} energy, ${total.power} power`,
        observed: `${took.energy} energy, ${took.power} power`,
      },
    };
  }
  return undefined;
};

/**
 * The charges left unjudged: for an adapter that deducts its total (no payment.scripted-spend), each accepted play or
 * activation with scripted spends whose observed step reports no `charged`.
 */
export function unjudgedCharges(fixture: Fixture, observation: Observation, deducts: boolean): Unjudged[] {
  if (!deducts) return [];
  return observation.steps.flatMap((step, i) =>
    step.outcome === 'accepted' && step.charged === undefined && scriptedSpends(fixture, i) !== undefined
      ? [{ part: 'charge' as const, step: i, pointer: child('/then/steps', i) }]
      : [],
  );
}
