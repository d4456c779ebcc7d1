/**
 * Profiles shaped like the engines of the public trials (README.md of this folder): an engine whose turn flow runs
 * several phases in one move, one with priority and passing but no resolution, one without triggered abilities.
 */
import type { Capability, NotObserved, Observation, State } from '../../schemas/types/generated.js';
import { CAPABILITIES } from '../adapter.js';
import { STATE_PARTS } from './parts.js';
import type { Profile } from './profile.js';

/** Every capability but those named and their families (`chain` leaves out every `chain.<name>`). */
export function allBut(...left: readonly string[]): Capability[] {
  return CAPABILITIES.filter(
    (capability) => !left.some((name) => capability === name || capability.startsWith(`${name}.`)),
  );
}

/** A run the engine could not have made: one in which the reference engine reported an event of this type. */
function skipsOn(type: string, reason: string): (observation: Observation) => string | undefined {
  return (observation) =>
    observation.steps.some((step) => (step.events ?? []).some((event) => event.type === type)) ? reason : undefined;
}

/**
 * After a step that ends outside the main phase, nothing is held: the engine goes on to the next main phase in the
 * same move. Outside a chain and a showdown, it keeps no priority and no passes.
 */
function unheldParts(state: State): NotObserved[] {
  if (state.turn.phase !== 'main') {
    const reason = `this engine runs the phases up to the next main phase in one move and cannot stop in the ${state.turn.phase} phase`;
    return STATE_PARTS.map((part) => ({ part, reason }));
  }
  const open = (state.chain ?? []).length === 0 && state.turn.showdown !== true;
  const reason = 'this engine keeps priority only while a chain or a showdown exists';
  return open
    ? [
        { part: 'turn.priority', reason },
        { part: 'turn.passed', reason },
      ]
    : [];
}

/** The profiles shaped like the trial's engines, in the order the README lists them. */
export const TRIAL_SHAPES: readonly Profile[] = [
  {
    name: 'phases-in-one-move',
    description:
      'the reference engine whose turn flow goes from the end of a turn (or its beginning) to the next main phase in one move, keeping priority only while a chain or a showdown exists: it advances only to the next main phase (`to: "main"`); no events',
    capabilities: allBut('report.events', 'turn.phases', 'turn.advance-to.end'),
    observes: [...STATE_PARTS],
    deducts: false,
    refuses: () => undefined,
    unobservedAt: unheldParts,
  },
  {
    name: 'priority-only',
    description:
      'the reference engine with a chain, priority and passing, whose chain items never resolve: no effect executes on the chain',
    capabilities: allBut('chain.priority', 'chain.resolution', 'instructions'),
    observes: [...STATE_PARTS],
    deducts: false,
    refuses: () => undefined,
    refusesRun: skipsOn('resolving', 'this engine resolves nothing on its chain'),
  },
  {
    name: 'no-triggers',
    description: 'the reference engine without triggered abilities: no permanent triggers on any event',
    capabilities: allBut('abilities.triggered'),
    observes: [...STATE_PARTS],
    deducts: false,
    refuses: () => undefined,
    refusesRun: skipsOn('ability-triggered', 'this engine has no triggered abilities'),
  },
];
