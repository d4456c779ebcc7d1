/** Random mutations of real fixtures, for the robustness properties of the loader, the validator and the runner. */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { globSync } from 'glob';
import { packagePath } from '../../harness/load/paths.js';

/** Every fixture file of the package corpus, parsed, with its chapter folder and file name. */
export interface RealFixture {
  readonly chapter: string;
  readonly name: string;
  readonly value: unknown;
}

export function realFixtures(): RealFixture[] {
  const root = packagePath('fixtures');
  return globSync(['*/*.json'], { cwd: root, ignore: ['cards/**'] })
    .sort()
    .map((file) => {
      const [chapter = '', name = ''] = file.split('/');
      return { chapter, name, value: JSON.parse(readFileSync(`${root}/${file}`, 'utf8')) as unknown };
    });
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The paths of every value inside a JSON document, the root included. */
export function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [at];
  const children = Array.isArray(value)
    ? value.flatMap((item, i) => pathsOf(item, [...at, i]))
    : Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...at, key]));
  return [at, ...children];
}

function parentAndKey(root: Json, path: readonly (string | number)[]): [Json, string | number] | undefined {
  if (path.length === 0) return undefined;
  let parent: Json = root;
  for (const token of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[token] as Json;
  return [parent, path[path.length - 1] as string | number];
}

/** Sets an own property, even one named __proto__ (an object literal or assignment would set the prototype). */
export function defineOwn(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A change to a JSON document at one of its paths. */
export type Mutation =
  | { readonly kind: 'replace'; readonly at: number; readonly value: Json }
  | { readonly kind: 'delete'; readonly at: number }
  | { readonly kind: 'duplicate'; readonly at: number }
  | { readonly kind: 'rename'; readonly at: number; readonly key: string }
  | { readonly kind: 'insert'; readonly at: number; readonly key: string; readonly value: Json };

const KEYS = [
  'id',
  'card',
  'rune',
  'type',
  'ready',
  'outcome',
  'code',
  'payment',
  'targets',
  'steps',
  'x',
  '__proto__',
  'constructor',
  'prototype',
];

/** A mutation: replace a value, delete or duplicate one, rename a key, or add a key (forbidden ones included). */
export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('replace' as const),
    at: fc.nat(),
    value: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
  }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('rename' as const), at: fc.nat(), key: fc.constantFrom(...KEYS) }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    key: fc.constantFrom(...KEYS),
    value: fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>,
  }),
);

function apply(root: Json, mutation: Mutation): Json {
  const paths = pathsOf(root);
  const path = paths[mutation.at % paths.length] ?? [];
  const located = parentAndKey(root, path);
  if (mutation.kind === 'replace') {
    if (!located) return mutation.value;
    defineOwn(located[0] as object, located[1], mutation.value);
    return root;
  }
  if (mutation.kind === 'insert') {
    const target = located ? (located[0] as Record<string, Json>)[located[1]] : root;
    if (target !== null && typeof target === 'object' && !Array.isArray(target))
      defineOwn(target, mutation.key, mutation.value);
    return root;
  }
  if (!located) return root;
  const [parent, key] = located;
  if (Array.isArray(parent) && typeof key === 'number') {
    if (mutation.kind === 'delete') parent.splice(key, 1);
    if (mutation.kind === 'duplicate') parent.splice(key, 0, structuredClone(parent[key] as Json));
    return root;
  }
  const record = parent as Record<string, Json>;
  const value = record[key];
  if (mutation.kind === 'delete' || mutation.kind === 'rename') Reflect.deleteProperty(record, key);
  if (mutation.kind === 'rename') defineOwn(record, mutation.key, value);
  return root;
}

/** A real fixture changed by a few mutations (its JSON text: a forbidden key survives only as text). */
export function mutatedFixtureArbitrary(
  fixtures: readonly RealFixture[],
): fc.Arbitrary<{ fixture: RealFixture; text: string }> {
  return fc
    .record({
      index: fc.nat({ max: fixtures.length - 1 }),
      mutations: fc.array(mutationArbitrary, { minLength: 1, maxLength: 4 }),
    })
    .map(({ index, mutations }) => {
      const fixture = fixtures[index] as RealFixture;
      const mutated = mutations.reduce<Json>(
        (value, mutation) => apply(value, mutation),
        structuredClone(fixture.value) as Json,
      );
      return { fixture, text: JSON.stringify(mutated, null, 2) };
    });
}
