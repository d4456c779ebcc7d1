/** Walks a fixture for the things the lint checks: instances, references to them, card IDs and payments. */
import type { Collection, Decision, Fixture, Payment, State, StatePattern } from '../../schemas/types/generated.js';
import { child } from '../pointer.js';
import { instanceFields, type Located } from '../variants/instance-fields.js';

export type { Located } from '../variants/instance-fields.js';

/** A card, rune, chain item or effect of the given state. */
export interface GivenInstance {
  readonly id: string;
  readonly card: string | undefined;
  readonly pointer: string;
}

const CARD_ZONES = ['hand', 'trash', 'base', 'battlefield', 'banishment', 'mainDeck'] as const;
const RUNE_ZONES = ['runeDeck', 'runes'] as const;
const PATTERN_ZONES = [...CARD_ZONES, ...RUNE_ZONES] as const;

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

/**
 * Every instance ID a fixture names outside the declarations of `given`: in given, when and then. Found by the one
 * walker of instance fields (harness/variants/instance-fields.ts), which reads the schemas, so that the lint and the
 * transforms agree on every field that holds an instance ID (a chain item's `repeatTargets` in a pattern, a play's
 * `discountOrder`, a trigger's `source`, and any field the schemas add later).
 */
export function instanceReferences(fixture: Fixture): Located<string>[] {
  const declarations = new Set(givenInstances(fixture.given).map((instance) => child(instance.pointer, 'id')));
  return instanceFields(fixture).filter(({ pointer }) => !declarations.has(pointer));
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
