import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { defineOwn, pathsOf, realFixtures } from './mutations.js';
import { ScratchCorpus } from './support.js';
import { cases } from '../sampling.js';

const scratch = new ScratchCorpus();
afterAll(() => {
  scratch.remove();
});

const fixtures = realFixtures();
const FORBIDDEN = ['__proto__', 'constructor', 'prototype'] as const;

/** The object at a path of a document, or undefined when the path ends on something else. */
function objectAt(root: unknown, path: readonly (string | number)[]): Record<string, unknown> | undefined {
  const found = path.reduce<unknown>((value, token) => (value as Record<string | number, unknown>)[token], root);
  return found !== null && typeof found === 'object' && !Array.isArray(found)
    ? (found as Record<string, unknown>)
    : undefined;
}

function escape(token: string | number): string {
  return String(token).replaceAll('~', '~0').replaceAll('/', '~1');
}

describe('forbidden keys', () => {
  it('are rejected as fixture/forbidden-key at any depth, with the pointer to the key', () => {
    const placement = fc.record({
      fixture: fc.nat({ max: fixtures.length - 1 }),
      at: fc.nat(),
      key: fc.constantFrom(...FORBIDDEN),
      value: fc.jsonValue({ maxDepth: 2 }),
    });
    fc.assert(
      fc.property(placement, ({ fixture: index, at, key, value }) => {
        const fixture = fixtures[index];
        if (!fixture) return;
        const document = structuredClone(fixture.value);
        const objects = pathsOf(document).filter((path) => objectAt(document, path) !== undefined);
        const path = objects[at % objects.length] ?? [];
        defineOwn(objectAt(document, path) ?? {}, key, value);
        const corpus = scratch.load(`${fixture.chapter}/${fixture.name}`, JSON.stringify(document));
        expect(corpus.fixtures).toEqual([]);
        const pointer = [...path, key].map((token) => `/${escape(token)}`).join('');
        expect(corpus.findings).toContainEqual(expect.objectContaining({ code: 'fixture/forbidden-key', pointer }));
      }),
      { numRuns: cases(200) },
    );
  });

  it('never reach Object.prototype, however deep and whatever the loader does with the document', () => {
    const [fixture] = fixtures;
    if (!fixture) throw new Error('the corpus is empty');
    const text = JSON.stringify(fixture.value).replace(
      '"given":{',
      '"given":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},',
    );
    const corpus = scratch.load(`${fixture.chapter}/${fixture.name}`, text);
    const forbidden = corpus.findings.filter((finding) => finding.code === 'fixture/forbidden-key');
    expect(forbidden.map((finding) => finding.pointer)).toEqual([
      '/given/__proto__',
      '/given/constructor',
      '/given/constructor/prototype',
    ]);
    expect(corpus.fixtures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('in the catalogue make it invalid', () => {
    const [fixture] = fixtures;
    if (!fixture) throw new Error('the corpus is empty');
    const catalogue = '{"$schema":"x","cards":[],"__proto__":{"polluted":true}}';
    const corpus = scratch.loadFiles(
      { [`${fixture.chapter}/${fixture.name}`]: JSON.stringify(fixture.value), 'cards/catalogue.json': catalogue },
      `${scratch.dir}/cards/catalogue.json`,
    );
    expect(corpus.fixtures).toEqual([]);
    expect(corpus.findings).toContainEqual(
      expect.objectContaining({ code: 'catalogue/invalid', pointer: '/__proto__' }),
    );
  });
});
