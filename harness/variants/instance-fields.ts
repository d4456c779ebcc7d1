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

function at(schema: Schema, document: string): LocatedSchema {
  return { schema, document, uri: '' };
}

function subschemas(value: unknown): Schema[] {
  return Array.isArray(value) ? value.filter(isSchema) : [];
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

/**
 * Whether a value may match a branch of a `oneOf` or `anyOf`: its type, `const`, `enum`, `pattern`, closed properties
 * and the `const` of its properties (the discriminators) agree. Enough to tell the branches of the project's unions
 * apart; required properties are not checked, so that a step missing one still has its instances found.
 */
function fits(value: unknown, { schema, document }: LocatedSchema): boolean {
  if (typeof schema.$ref === 'string' && !fits(value, resolve(schema.$ref, document))) return false;
  const type = typeOf(value);
  const types = schema.type === undefined ? undefined : [schema.type].flat();
  if (types !== undefined && !types.includes(type) && !(type === 'integer' && types.includes('number'))) return false;
  if ('const' in schema && schema.const !== value) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if (typeof schema.pattern === 'string' && typeof value === 'string' && !matches(schema.pattern, value)) return false;
  if (isSchema(value)) {
    const properties = isSchema(schema.properties) ? schema.properties : {};
    if (schema.additionalProperties === false && !Object.keys(value).every((key) => Object.hasOwn(properties, key)))
      return false;
    for (const [key, property] of Object.entries(properties))
      if (isSchema(property) && 'const' in property && Object.hasOwn(value, key) && property.const !== value[key])
        return false;
  }
  const branches = [...subschemas(schema.oneOf), ...subschemas(schema.anyOf)];
  return (
    subschemas(schema.allOf).every((part) => fits(value, at(part, document))) &&
    (branches.length === 0 || branches.some((branch) => fits(value, at(branch, document))))
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
  const { schema, document, uri } = located;
  if (uri === target || schema === resolve(target, FIXTURE).schema) return true;
  let holds = holdsByTarget.get(target);
  if (holds === undefined) {
    holds = new WeakMap();
    holdsByTarget.set(target, holds);
  }
  const known = holds.get(schema);
  if (known !== undefined) return known;
  holds.set(schema, true);
  const parts: LocatedSchema[] = [
    ...(typeof schema.$ref === 'string' ? [resolve(schema.$ref, document)] : []),
    ...[...subschemas(schema.allOf), ...subschemas(schema.oneOf), ...subschemas(schema.anyOf)].map((part) =>
      at(part, document),
    ),
    ...(isSchema(schema.items) ? [at(schema.items, document)] : []),
    ...Object.values(isSchema(schema.properties) ? schema.properties : {})
      .filter(isSchema)
      .map((property) => at(property, document)),
    ...(isSchema(schema.additionalProperties) ? [at(schema.additionalProperties, document)] : []),
    ...(isSchema(schema.propertyNames) ? [at(schema.propertyNames, document)] : []),
  ];
  const answer = parts.some((part) => mayHold(part, target));
  holds.set(schema, answer);
  return answer;
}

/** Where a walk goes and what it collects: values of the target schema (those the filter keeps). */
interface Search {
  readonly target: string;
  readonly keep: (value: unknown) => boolean;
  readonly found: Located<unknown>[];
}

function walk(value: unknown, located: LocatedSchema, pointer: string, search: Search): void {
  if (!mayHold(located, search.target)) return;
  const { schema, document, uri } = located;
  if (uri === search.target && search.keep(value)) {
    search.found.push({ value, pointer });
    return;
  }
  if (typeof schema.$ref === 'string') walk(value, resolve(schema.$ref, document), pointer, search);
  for (const part of subschemas(schema.allOf)) walk(value, at(part, document), pointer, search);
  for (const branch of [...subschemas(schema.oneOf), ...subschemas(schema.anyOf)]) {
    const candidate = at(branch, document);
    if (fits(value, candidate)) walk(value, candidate, pointer, search);
  }
  if (Array.isArray(value) && isSchema(schema.items)) {
    const items = at(schema.items, document);
    value.forEach((item, i) => {
      walk(item, items, child(pointer, i), search);
    });
  }
  if (isSchema(value)) {
    const properties = isSchema(schema.properties) ? schema.properties : {};
    const names = isSchema(schema.propertyNames) ? at(schema.propertyNames, document) : undefined;
    for (const [key, property] of Object.entries(value)) {
      // A key the schema types (propertyNames) is found at the pointer of its value: `players.p3` names player p3.
      if (names !== undefined) walk(key, names, child(pointer, key), search);
      const own = properties[key];
      const sub = isSchema(own) ? own : Object.hasOwn(properties, key) ? undefined : schema.additionalProperties;
      if (isSchema(sub)) walk(property, at(sub, document), child(pointer, key), search);
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
  const search: Search = { target, keep, found: [] };
  walk(fixture, resolve(FIXTURE, FIXTURE), '', search);
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
