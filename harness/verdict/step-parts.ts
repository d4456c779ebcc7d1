/**
 * Parts of the state an adapter did not observe at one step only (`notObserved` of an observation step, with the
 * reason): an engine that keeps priority only while a chain or a showdown exists (spec/INTERPRETING.md section 5,
 * "Observed parts").
 */
import type { Observation, StatePart } from '../../schemas/types/generated.js';
import { child } from '../text/pointer.js';
import type { UnjudgedPart } from './observed.js';

/** The parts not observed at each step, with the adapter's reason for each. */
export type StepReasons = readonly ReadonlyMap<StatePart, string>[];

/** The reasons of every step of an observation, by part (the first reason given for a part at a step). */
export function stepReasons(observation: Observation): StepReasons {
  return observation.steps.map((step) => {
    const reasons = new Map<StatePart, string>();
    for (const { part, reason } of step.notObserved ?? []) if (!reasons.has(part)) reasons.set(part, reason);
    return reasons;
  });
}

/** The parts not observed at a step: those never observed, and the step's own. */
export function partsAt(unobserved: readonly StatePart[], reasons: StepReasons, step: number): StatePart[] {
  return [...new Set([...unobserved, ...(reasons[step]?.keys() ?? [])])];
}

/** The parts a rejected step's rollback leaves out beside those never observed: its own and the previous step's. */
export function rollbackParts(reasons: StepReasons, step: number): StatePart[] {
  return [...new Set([...(reasons[step]?.keys() ?? []), ...(reasons[step - 1]?.keys() ?? [])])];
}

/** Unjudged entries carry the adapter's reason where the part was not observed at that step only. */
export function withReasons(
  entries: readonly UnjudgedPart[],
  unobserved: readonly StatePart[],
  reasonOf: (part: StatePart) => string | undefined,
): UnjudgedPart[] {
  return entries.map((entry) => {
    const part = entry.part as StatePart;
    const reason = unobserved.includes(part) ? undefined : reasonOf(part);
    return reason === undefined ? entry : { ...entry, reason };
  });
}

/** The unjudged entries of a rejected step's rollback: the parts never observed, then those of the two steps. */
export function rollbackEntries(unobserved: readonly StatePart[], reasons: StepReasons, step: number): UnjudgedPart[] {
  const own = rollbackParts(reasons, step).filter((part) => !unobserved.includes(part));
  const reasonOf = (part: StatePart): string | undefined => reasons[step]?.get(part) ?? reasons[step - 1]?.get(part);
  return [
    ...unobserved.map((part) => ({ part, step, pointer: child('/then/steps', step) })),
    ...own.map((part) => ({ part, step, pointer: child('/then/steps', step), reason: reasonOf(part) ?? '' })),
  ];
}
