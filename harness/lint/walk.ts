/** Walks a fixture for the things the lint checks: instances, references to them, card IDs and payments. */
import type {
  Collection,
  Decision,
  EventCounts,
  EventPattern,
  Fixture,
  Payment,
  PaymentStep,
  PlayerPattern,
  State,
  StatePattern,
} from '../../schemas/types/generated.js';
import { child } from '../pointer.js';

/** A value found in a fixture, with the JSON Pointer of where it is. */
export interface Located<T> {
  readonly value: T;
  readonly pointer: string;
}

/** A card, rune, chain item or effect of the given state. */
export interface GivenInstance {
  readonly id: string;
  readonly card: string | undefined;
  readonly pointer: string;
}

const CARD_ZONES = ['hand', 'trash', 'base', 'battlefield', 'banishment', 'mainDeck'] as const;
const RUNE_ZONES = ['runeDeck', 'runes'] as const;
const PATTERN_ZONES = [...CARD_ZONES, ...RUNE_ZONES] as const;
const EVENT_INSTANCE_FIELDS = ['card', 'rune', 'source', 'by', 'effect'] as const;

/** Every instance of a state, in document order. */
export function givenInstances(state: State, at = '/given'): GivenInstance[] {
  const found: GivenInstance[] = [];
  for (const [player, side] of Object.entries(state.players)) {
    for (const zone of CARD_ZONES) {
      (side[zone] ?? []).forEach((item, i) =>
        found.push({ id: item.id, card: item.card, pointer: child(at, 'players', player, zone, i) }),
      );
    }
    for (const zone of RUNE_ZONES) {
      (side[zone] ?? []).forEach((rune, i) =>
        found.push({ id: rune.id, card: undefined, pointer: child(at, 'players', player, zone, i) }),
      );
    }
  }
  (state.chain ?? []).forEach((item, i) =>
    found.push({ id: item.id, card: item.card, pointer: child(at, 'chain', i) }),
  );
  (state.effects ?? []).forEach((effect, i) =>
    found.push({ id: effect.id, card: undefined, pointer: child(at, 'effects', i) }),
  );
  return found;
}

/** Every payment of a fixture: of plays, activations (applied costs included), trigger costs and resolution decisions, in `when` and in the given chain. */
export function payments(fixture: Fixture): Located<Payment>[] {
  const found: Located<Payment>[] = [];
  const fromDecisions = (decisions: readonly Decision[] | undefined, at: string): void => {
    (decisions ?? []).forEach((decision, j) => {
      if (decision.type === 'optional-payment' && decision.payment !== undefined) {
        found.push({ value: decision.payment, pointer: child(at, j, 'payment') });
      }
    });
  };
  (fixture.given.chain ?? []).forEach((item, k) => {
    fromDecisions(item.decisions, child('/given/chain', k, 'decisions'));
  });
  fixture.when.forEach((action, i) => {
    if ((action.type === 'play' || action.type === 'activate') && action.payment !== undefined) {
      found.push({ value: action.payment, pointer: child('/when', i, 'payment') });
    }
    if (action.type === 'play') fromDecisions(action.decisions, child('/when', i, 'decisions'));
    if (action.type === 'activate' && action.appliedPayment !== undefined) {
      found.push({ value: action.appliedPayment, pointer: child('/when', i, 'appliedPayment') });
    }
    if (action.type === 'play' || action.type === 'pass' || action.type === 'advance') {
      (action.triggerCosts ?? []).forEach((choice, j) => {
        if (choice.payment !== 'decline') {
          found.push({ value: choice.payment, pointer: child('/when', i, 'triggerCosts', j, 'payment') });
        }
      });
    }
  });
  return found;
}

function stepReference(step: PaymentStep, at: string): Located<string>[] {
  if (step.type === 'exhaust-rune' || step.type === 'recycle-rune')
    return [{ value: step.rune, pointer: child(at, 'rune') }];
  if (step.type === 'spend') return [];
  return [{ value: step.card, pointer: child(at, 'card') }];
}

function decisionReferences(decisions: readonly Decision[] | undefined, at: string): Located<string>[] {
  return (decisions ?? []).flatMap((decision, j) =>
    decision.type === 'new-targets'
      ? decision.targets.map((id, t) => ({ value: id, pointer: child(at, j, 'targets', t) }))
      : [],
  );
}

function givenReferences(state: State): Located<string>[] {
  const found: Located<string>[] = [];
  (state.chain ?? []).forEach((item, k) => {
    item.targets.forEach((id, t) => found.push({ value: id, pointer: child('/given/chain', k, 'targets', t) }));
    (item.repeatTargets ?? []).forEach((list, r) => {
      list.forEach((id, t) => found.push({ value: id, pointer: child('/given/chain', k, 'repeatTargets', r, t) }));
    });
    found.push(...decisionReferences(item.decisions, child('/given/chain', k, 'decisions')));
  });
  (state.effects ?? []).forEach((effect, k) => {
    const at = child('/given/effects', k);
    if (effect.source !== undefined) found.push({ value: effect.source, pointer: child(at, 'source') });
    if (effect.kind === 'grant-keyword') found.push({ value: effect.card, pointer: child(at, 'card') });
    else if (effect.scope.card !== undefined)
      found.push({ value: effect.scope.card, pointer: child(at, 'scope', 'card') });
  });
  return found;
}

function actionReferences(fixture: Fixture): Located<string>[] {
  return fixture.when.flatMap((action, i) => {
    const at = child('/when', i);
    if (action.type === 'pass' || action.type === 'advance') return [];
    const own: Located<string>[] = [{ value: action.card, pointer: child(at, 'card') }];
    const targets = (action.type === 'play' || action.type === 'activate' ? (action.targets ?? []) : []).map(
      (id, t) => ({ value: id, pointer: child(at, 'targets', t) }),
    );
    if (action.type !== 'play') return [...own, ...targets];
    const repeated = (action.repeatTargets ?? []).flatMap((list, r) =>
      list.map((id, t) => ({ value: id, pointer: child(at, 'repeatTargets', r, t) })),
    );
    return [...own, ...targets, ...repeated, ...decisionReferences(action.decisions, child(at, 'decisions'))];
  });
}

function collectionReferences(collection: Collection | undefined, at: string): Located<string>[] {
  if (collection === undefined) return [];
  const items = Array.isArray(collection) ? collection : (collection.includes ?? []);
  const base = Array.isArray(collection) ? at : child(at, 'includes');
  const found = items.flatMap((item, i): Located<string>[] => {
    if (typeof item === 'string') return [{ value: item, pointer: child(base, i) }];
    const targets = (item.targets ?? []).map((id, t) => ({ value: id, pointer: child(base, i, 'targets', t) }));
    return [{ value: item.id, pointer: child(base, i, 'id') }, ...targets];
  });
  const excludes = Array.isArray(collection) ? [] : (collection.excludes ?? []);
  return [...found, ...excludes.map((id, i) => ({ value: id, pointer: child(at, 'excludes', i) }))];
}

function patternReferences(pattern: StatePattern | undefined, at: string): Located<string>[] {
  if (pattern === undefined) return [];
  const players = Object.entries(pattern.players ?? {}).flatMap(([player, side]: [string, PlayerPattern]) =>
    PATTERN_ZONES.flatMap((zone) => collectionReferences(side[zone], child(at, 'players', player, zone))),
  );
  return [
    ...players,
    ...collectionReferences(pattern.chain, child(at, 'chain')),
    ...collectionReferences(pattern.effects, child(at, 'effects')),
  ];
}

function patternInstances(event: EventPattern, at: string): Located<string>[] {
  return EVENT_INSTANCE_FIELDS.flatMap((field) => {
    const value: unknown = Object.hasOwn(event, field)
      ? (event as unknown as Record<string, unknown>)[field]
      : undefined;
    return typeof value === 'string' ? [{ value, pointer: child(at, field) }] : [];
  });
}

function eventReferences(events: readonly EventPattern[] | undefined, at: string): Located<string>[] {
  return (events ?? []).flatMap((event, j) => patternInstances(event, child(at, j)));
}

function countReferences(counts: EventCounts | undefined, at: string): Located<string>[] {
  return (counts ?? []).flatMap(({ pattern }, j) => patternInstances(pattern, child(at, j, 'pattern')));
}

function expectationReferences(fixture: Fixture): Located<string>[] {
  const { then } = fixture;
  const steps = then.steps.flatMap((step, i) => [
    ...patternReferences(step.state, child('/then/steps', i, 'state')),
    ...eventReferences(step.events, child('/then/steps', i, 'events')),
    ...eventReferences(step.absentEvents, child('/then/steps', i, 'absentEvents')),
    ...countReferences(step.eventCounts, child('/then/steps', i, 'eventCounts')),
  ]);
  return [
    ...steps,
    ...patternReferences(then.state, '/then/state'),
    ...eventReferences(then.events, '/then/events'),
    ...eventReferences(then.absentEvents, '/then/absentEvents'),
    ...countReferences(then.eventCounts, '/then/eventCounts'),
  ];
}

/** Every instance ID a fixture names outside the declarations of `given`: in given, when and then. */
export function instanceReferences(fixture: Fixture): Located<string>[] {
  const paymentRefs = payments(fixture).flatMap(({ value, pointer }) =>
    value === 'auto' ? [] : value.flatMap((step, s) => stepReference(step, child(pointer, s))),
  );
  return [
    ...givenReferences(fixture.given),
    ...actionReferences(fixture),
    ...paymentRefs,
    ...expectationReferences(fixture),
  ];
}

function patternCards(pattern: StatePattern | undefined, at: string): Located<string>[] {
  if (pattern === undefined) return [];
  const fromCollection = (collection: Collection | undefined, where: string): Located<string>[] => {
    if (collection === undefined) return [];
    const items = Array.isArray(collection) ? collection : (collection.includes ?? []);
    const base = Array.isArray(collection) ? where : child(where, 'includes');
    return items.flatMap((item, i) =>
      typeof item !== 'string' && item.card !== undefined
        ? [{ value: item.card, pointer: child(base, i, 'card') }]
        : [],
    );
  };
  const players = Object.entries(pattern.players ?? {}).flatMap(([player, side]) =>
    PATTERN_ZONES.flatMap((zone) => fromCollection(side[zone], child(at, 'players', player, zone))),
  );
  return [...players, ...fromCollection(pattern.chain, child(at, 'chain'))];
}

/** Every card ID a fixture names: in the given state and in the state patterns of then. */
export function cardReferences(fixture: Fixture): Located<string>[] {
  const given = givenInstances(fixture.given).flatMap((instance) =>
    instance.card === undefined ? [] : [{ value: instance.card, pointer: child(instance.pointer, 'card') }],
  );
  const steps = fixture.then.steps.flatMap((step, i) => patternCards(step.state, child('/then/steps', i, 'state')));
  return [...given, ...steps, ...patternCards(fixture.then.state, '/then/state')];
}
