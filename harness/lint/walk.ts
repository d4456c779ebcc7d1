/** Walks a fixture for the things the lint checks: instances, references to them, card IDs and payments. */
import type { Fixture, Payment, State } from '../../schemas/types/generated.js';
import { child } from '../text/pointer.js';
import { instanceFields, schemaFields, schemaUri, type Located } from '../variants/instance-fields.js';

export type { Located } from '../variants/instance-fields.js';

/** A card, rune, chain item or effect of the given state. */
export interface GivenInstance {
  readonly id: string;
  readonly card: string | undefined;
  readonly pointer: string;
}

/** An instance declared in `given`: an instance ID held in the `id` field of an object (a card, rune, item, effect). */
const DECLARATION = /^(\/given\/.+)\/id$/u;

/**
 * Every instance of a state, in document order: every `id` field the schemas type as an instance ID, with the card ID
 * beside it. Found by the schema walk (harness/variants/instance-fields.ts), so a zone or a kind of instance the
 * schemas add later is found without a change here.
 */
export function givenInstances(state: State): GivenInstance[] {
  const wrapped = { given: state };
  const cards = new Map(cardReferences(wrapped).map(({ value, pointer }) => [pointer, value]));
  return instanceFields(wrapped).flatMap(({ value, pointer }) => {
    const at = DECLARATION.exec(pointer)?.[1];
    return at === undefined ? [] : [{ id: value, card: cards.get(child(at, 'card')), pointer: at }];
  });
}

const PAYMENT = schemaUri('action.schema.json', '/$defs/payment');
const CARD_ID = schemaUri('common.schema.json', '/$defs/cardId');

const isPayment = (value: unknown): value is Payment => value === 'auto' || Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * Every payment of a fixture: of plays, activations (applied costs included), paid trigger costs and resolution
 * decisions, in `when` and in the given chain, in document order. Found by the schema walk (harness/variants/
 * instance-fields.ts): every field the schemas type as a payment.
 */
export function payments(fixture: Fixture): Located<Payment>[] {
  return schemaFields(fixture, PAYMENT, isPayment);
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

/** Every card ID a fixture names: in the given state and in the state patterns of then, wherever the schemas type one. */
export function cardReferences(fixture: Pick<Fixture, 'given'>): Located<string>[] {
  return schemaFields(fixture, CARD_ID, isString);
}

/** How many Repeat instances the chosen options pay: `repeat`, `repeat-2`, ... */
export function paidRepeats(options: readonly string[] | undefined): number {
  return (options ?? []).filter((option) => /^repeat(-[0-9]+)?$/.test(option)).length;
}
