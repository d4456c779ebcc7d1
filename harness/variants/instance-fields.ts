/**
 * Every place a fixture holds an instance ID, found by walking the fixture along its schema: a string is an instance
 * ID where the schema types it `common.schema.json#/$defs/instanceId`, whatever field holds it. A field the schemas
 * add later is found without a change here.
 */
import { readFileSync } from 'node:fs';
import { globSync } from 'glob';
import { packageRoot } from '../load/paths.js';
import { child } from '../text/pointer.js';

type Schema = Record<string, unknown>;

/** A value found in a fixture, with the JSON Pointer of where it is. */
export interface Located<T> {
  readonly value: T;
  readonly pointer: string;
}

const BASE = 'https://riftbound-conformance.org/';
const FIXTURE = `${BASE}schemas/fixture.schema.json`;
const INSTANCE_ID = `${BASE}schemas/common.schema.json#/$defs/instanceId`;
const PLAYER_ID = `${BASE}schemas/common.schema.json#/$defs/playerId`;

/** A schema with the URI of the document it is in and its own URI (document#pointer). */
interface LocatedSchema {
  readonly schema: Schema;
  readonly document: string;
  readonly uri: string;
}

let documents: Map<string, Schema> | undefined;

/** The schema documents by `$id`, read once per process. */
function schemaDocuments(): Map<string, Schema> {
  if (documents !== undefined) return documents;
  const files = globSync(['schemas/**/*.schema.json', 'spec/lists/*.schema.json'], {
    cwd: packageRoot,
    absolute: true,
    nodir: true,
  });
  documents = new Map(
    files.map((file) => {
      const schema = JSON.parse(readFileSync(file, 'utf8')) as Schema;
      return [String(schema.$id), schema];
    }),
  );
  return documents;
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const resolved = new Map<string, LocatedSchema>();

/** The schema a `$ref` designates, from the document it appears in (resolved once per process). */
function resolve(ref: string, from: string): LocatedSchema {
  const key = `${from} ${ref}`;
  let found = resolved.get(key);
  if (found === undefined) {
    found = resolveOnce(ref, from);
    resolved.set(key, found);
  }
  return found;
}

function resolveOnce(ref: string, from: string): LocatedSchema {
  const url = new URL(ref, from).href;
  const [document = '', fragment = ''] = url.split('#');
  let schema: unknown = schemaDocuments().get(document);
  for (const raw of fragment.split('/').slice(1)) {
    const token = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    schema = isSchema(schema) ? schema[token] : undefined;
  }
  if (!isSchema(schema)) throw new Error(`the schema reference ${ref} in ${from} designates no schema`);
  return { schema, document, uri: fragment === '' ? document : `${document}#${fragment}` };
}

/** A schema met inside another (no `$ref` of its own leads to it): one object per schema, made once. */
const inPlace = new WeakMap<Schema, LocatedSchema>();

function at(schema: Schema, document: string): LocatedSchema {
  let located = inPlace.get(schema);
  if (located === undefined) {
    located = { schema, document, uri: '' };
    inPlace.set(schema, located);
  }
  return located;
}

function subschemas(value: unknown): Schema[] {
  return Array.isArray(value) ? value.filter(isSchema) : [];
}

/**
 * What the walks read of a schema, worked out once per schema: the schema its `$ref` designates, its parts, the
 * schema of each of its properties and of the others, its types and the `const` of its properties.
 */
interface Parts {
  readonly ref: LocatedSchema | undefined;
  readonly allOf: readonly LocatedSchema[];
  /** The branches of its `oneOf` and `anyOf`. */
  readonly branches: readonly LocatedSchema[];
  readonly items: LocatedSchema | undefined;
  readonly properties: Schema;
  readonly additional: LocatedSchema | undefined;
  readonly names: LocatedSchema | undefined;
  readonly types: readonly unknown[] | undefined;
  /** The properties whose schema states a `const` (the discriminators of a union), with it. */
  readonly consts: readonly (readonly [string, unknown])[];
}

const partsOf = new WeakMap<LocatedSchema, Parts>();

/** A subschema in place, when the value is one. */
function optional(value: unknown, document: string): LocatedSchema | undefined {
  return isSchema(value) ? at(value, document) : undefined;
}

function parts(located: LocatedSchema): Parts {
  let found = partsOf.get(located);
  if (found !== undefined) return found;
  const { schema, document } = located;
  const properties = isSchema(schema.properties) ? schema.properties : {};
  found = {
    ref: typeof schema.$ref === 'string' ? resolve(schema.$ref, document) : undefined,
    allOf: subschemas(schema.allOf).map((part) => at(part, document)),
    branches: [...subschemas(schema.oneOf), ...subschemas(schema.anyOf)].map((part) => at(part, document)),
    items: optional(schema.items, document),
    properties,
    additional: optional(schema.additionalProperties, document),
    names: optional(schema.propertyNames, document),
    types: schema.type === undefined ? undefined : [schema.type].flat(),
    consts: Object.entries(properties).flatMap(([key, property]) =>
      isSchema(property) && 'const' in property ? [[key, property.const] as const] : [],
    ),
  };
  partsOf.set(located, found);
  return found;
}

/** The schema of a property of an object: its own, or the one of the properties the schema does not name. */
function propertySchema(located: LocatedSchema, own: Parts, key: string): LocatedSchema | undefined {
  if (!Object.hasOwn(own.properties, key)) return own.additional;
  return optional(own.properties[key], located.document);
}

const patterns = new Map<string, RegExp>();

function matches(pattern: string, value: string): boolean {
  let compiled = patterns.get(pattern);
  if (compiled === undefined) {
    compiled = new RegExp(pattern, 'u');
    patterns.set(pattern, compiled);
  }
  return compiled.test(value);
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether an object has only the properties a closed schema names, and the `const` of each it states. */
function fitsObject(value: Schema, schema: Schema, own: Parts): boolean {
  if (schema.additionalProperties === false && !Object.keys(value).every((key) => Object.hasOwn(own.properties, key)))
    return false;
  return own.consts.every(([key, constant]) => !Object.hasOwn(value, key) || constant === value[key]);
}

/**
 * Whether a value may match a branch of a `oneOf` or `anyOf`: its type, `const`, `enum`, `pattern`, closed properties
 * and the `const` of its properties (the discriminators) agree. Enough to tell the branches of the project's unions
 * apart; required properties are not checked, so that a step missing one still has its instances found.
 */
function fits(value: unknown, located: LocatedSchema): boolean {
  const { schema } = located;
  const own = parts(located);
  if (own.ref !== undefined && !fits(value, own.ref)) return false;
  const type = typeOf(value);
  const { types } = own;
  if (types !== undefined && !types.includes(type) && !(type === 'integer' && types.includes('number'))) return false;
  if ('const' in schema && schema.const !== value) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if (typeof schema.pattern === 'string' && typeof value === 'string' && !matches(schema.pattern, value)) return false;
  if (isSchema(value) && !fitsObject(value, schema, own)) return false;
  return (
    own.allOf.every((part) => fits(value, part)) &&
    (own.branches.length === 0 || own.branches.some((branch) => fits(value, branch)))
  );
}

/** Per target schema: whether a schema may hold a value of the target below it. */
const holdsByTarget = new Map<string, WeakMap<Schema, boolean>>();

/**
 * Whether a value this schema describes may hold a value of the target schema anywhere below it, worked out once per
 * schema and target: the walk skips the parts that cannot (costs, resources, texts). A schema met again while its own
 * answer is being worked out (a recursive schema) counts as one that may, so an answer is never wrongly "no".
 */
function mayHold(located: LocatedSchema, target: string): boolean {
  const { schema, uri } = located;
  let holds = holdsByTarget.get(target);
  if (holds === undefined) {
    holds = new WeakMap([[resolve(target, FIXTURE).schema, true]]);
    holdsByTarget.set(target, holds);
  }
  if (uri === target) return true;
  const known = holds.get(schema);
  if (known !== undefined) return known;
  holds.set(schema, true);
  const own = parts(located);
  const below: (LocatedSchema | undefined)[] = [
    own.ref,
    ...own.allOf,
    ...own.branches,
    own.items,
    ...Object.values(own.properties).map((property) => optional(property, located.document)),
    own.additional,
    own.names,
  ];
  const answer = below.some((part) => part !== undefined && mayHold(part, target));
  holds.set(schema, answer);
  return answer;
}

/**
 * Where a walk goes and what it collects: values of the target schema (those the filter keeps). `path` is the way
 * down to the value being walked: its JSON Pointer is built only for a value found.
 */
interface Search {
  readonly target: string;
  readonly keep: (value: unknown) => boolean;
  readonly found: Located<unknown>[];
  readonly path: (string | number)[];
}

function walkBelow(value: unknown, located: LocatedSchema, token: string | number, search: Search): void {
  search.path.push(token);
  walk(value, located, search);
  search.path.pop();
}

function walk(value: unknown, located: LocatedSchema, search: Search): void {
  if (!mayHold(located, search.target)) return;
  if (located.uri === search.target && search.keep(value)) {
    search.found.push({ value, pointer: child('', ...search.path) });
    return;
  }
  const own = parts(located);
  if (own.ref !== undefined) walk(value, own.ref, search);
  for (const part of own.allOf) walk(value, part, search);
  for (const branch of own.branches) if (fits(value, branch)) walk(value, branch, search);
  const { items, names } = own;
  if (Array.isArray(value) && items !== undefined)
    for (const [i, item] of value.entries()) walkBelow(item, items, i, search);
  if (isSchema(value)) {
    for (const [key, property] of Object.entries(value)) {
      // A key the schema types (propertyNames) is found at the pointer of its value: `players.p3` names player p3.
      if (names !== undefined) walkBelow(key, names, key, search);
      const sub = propertySchema(located, own, key);
      if (sub !== undefined) walkBelow(property, sub, key, search);
    }
  }
}

/**
 * Every value of a fixture that its schema types with the target schema (a URI such as
 * `https://riftbound-conformance.org/schemas/common.schema.json#/$defs/cardId`), with its JSON Pointer, in document
 * order; a position reached through two branches of a union is listed once. The one walk of the lint and the
 * transforms: instance IDs, card IDs and payments are all found by it.
 */
export function schemaFields<T>(fixture: unknown, target: string, keep: (value: unknown) => value is T): Located<T>[] {
  const search: Search = { target, keep, found: [], path: [] };
  walk(fixture, resolve(FIXTURE, FIXTURE), search);
  return [...new Map(search.found.map((field) => [field.pointer, field as Located<T>])).values()];
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Every instance ID a fixture holds, declarations and references alike, with its JSON Pointer, in document order. */
export function instanceFields(fixture: unknown): Located<string>[] {
  return schemaFields(fixture, INSTANCE_ID, isString);
}

/**
 * Every place a fixture holds a player ID, with its JSON Pointer, in document order: the keys of every map by player
 * (the given players, the players of a state pattern) and every field the schemas type as a player.
 */
export function playerFields(fixture: unknown): Located<string>[] {
  return schemaFields(fixture, PLAYER_ID, isString);
}

/** The URI of a schema of the project: a file of schemas/ and a pointer into it. */
export function schemaUri(file: string, pointer: string): string {
  return `${BASE}schemas/${file}#${pointer}`;
}
