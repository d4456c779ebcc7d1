import { describe, expect, it } from 'vitest';
import { globSync } from 'glob';
import { BASE, createAjv, readJson, root, schemaFiles } from './schema-registry.js';

const ajv = createAjv();
const validator = (name: string) => {
  const validate = ajv.getSchema(`${BASE}schemas/${name}.schema.json`);
  if (!validate) throw new Error(`no schema ${name}`);
  return validate;
};

const fixtureFiles = globSync(['fixtures/**/*.json'], { cwd: root, ignore: ['fixtures/cards/**'] }).sort();

describe('schemas', () => {
  it.each(schemaFiles())('%s compiles in strict mode and has an $id matching its path', (file) => {
    const schema = readJson(file) as { $id: string };
    expect(schema.$id).toBe(`${BASE}${file}`);
    expect(ajv.getSchema(schema.$id)).toBeTypeOf('function');
  });

  it('accepts the card catalogue', () => {
    const validate = validator('cards');
    expect(validate(readJson('fixtures/cards/catalogue.json')), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(fixtureFiles)('accepts %s', (file) => {
    const validate = validator('fixture');
    expect(validate(readJson(file)), JSON.stringify(validate.errors)).toBe(true);
  });
});

/** A minimal valid fixture; each malformed case below breaks it in one way. */
function baseFixture(): Record<string, unknown> {
  return {
    $schema: '../../schemas/fixture.schema.json',
    id: 'cost-example',
    title: 'A minimal fixture that the schema accepts',
    rules: ['cost.order'],
    requires: [],
    source: { kind: 'derived', coreRules: ['356.2.b.1'], rulesVersion: 'Core Rules v1.4' },
    given: {
      turn: { number: 1, activePlayer: 'p1', phase: 'main' },
      players: { p1: { hand: [{ id: 'c1', card: 'OGN-043' }] }, p2: {} },
    },
    when: [{ type: 'play', player: 'p1', card: 'c1', payment: [{ type: 'spend', resources: { energy: 1 } }] }],
    then: { steps: [{ outcome: 'rejected', code: 'payment/insufficient-energy' }] },
  };
}

const REMOVE = Symbol('remove');

/** Sets (or removes) the value at a JSON Pointer of a plain JSON document. */
function edit(document: unknown, pointer: string, value: unknown): void {
  const keys = pointer.split('/').slice(1);
  const last = keys.pop() ?? '';
  let node = document as Record<string, unknown>;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  if (value === REMOVE) Reflect.deleteProperty(node, last);
  else node[last] = value;
}

const malformed: [string, string, unknown, string][] = [
  ['a missing required field', '/then', REMOVE, 'required'],
  ['an unknown top-level key', '/notes', 'x', 'additionalProperties'],
  ['an unknown key in a player', '/given/players/p1/graveyard', [], 'additionalProperties'],
  ['a wrong enum value for the phase', '/given/turn/phase', 'combat', 'enum'],
  ['a negative amount', '/when/0/payment/0/resources/energy', -1, 'minimum'],
  ['a __proto__ key', '/given/players/p1/pool', JSON.parse('{"__proto__": {"energy": 1}}'), 'additionalProperties'],
  ['a play without a payment', '/when/0/payment', REMOVE, 'required'],
  ['an unknown action type', '/when/0/type', 'cast', 'discriminator'],
  ['an unknown payment step', '/when/0/payment/0/type', 'borrow', 'discriminator'],
  ['a rejected step without a code', '/then/steps/0/code', REMOVE, 'required'],
  ['an accepted step with a code', '/then/steps/0/outcome', 'accepted', 'not'],
  ['an unknown rejection code', '/then/steps/0/code', 'payment/too-poor', 'const'],
  ['an unknown capability', '/requires', ['keyword.haste'], 'const'],
  ['a malformed card ID', '/given/players/p1/hand/0/card', 'charm', 'pattern'],
  ['a fixture ID outside every chapter', '/id', 'misc-example', 'pattern'],
  ['an unknown domain in a pool', '/given/players/p1/pool', { power: { void: 1 } }, 'enum'],
  ['a permanent without ready', '/given/players/p1/base', [{ id: 'u1', card: 'OGN-010' }], 'required'],
  [
    'an event pattern with a field its type lacks',
    '/then/events',
    [{ type: 'targeted', domain: 'fury' }],
    'additionalProperties',
  ],
  ['an unknown event type', '/then/absentEvents', [{ type: 'unit-died' }], 'discriminator'],
  [
    'an unknown effect kind',
    '/given/effects',
    [{ id: 'e1', kind: 'discount', scope: { player: 'p1' } }],
    'discriminator',
  ],
  [
    'a document source without its paragraph',
    '/source',
    { kind: 'document-example', document: '000', coreRules: ['356.2.b.1'], rulesVersion: 'Core Rules v1.4' },
    'required',
  ],
  ['another rules version', '/source/rulesVersion', 'Core Rules v1.3', 'const'],
  ['a source without Core Rules numbers', '/source/coreRules', REMOVE, 'required'],
  ['an empty list of Core Rules numbers', '/source/coreRules', [], 'minItems'],
  ['a Core Rules number with rule text', '/source/coreRules', ['356.4 Apply discounts'], 'pattern'],
  ['a when without steps', '/when', [], 'minItems'],
];

describe('fixture schema rejects malformed documents', () => {
  const validate = validator('fixture');

  it('accepts the unbroken base fixture', () => {
    expect(validate(baseFixture()), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(malformed)('rejects %s', (_name, pointer, value, keyword) => {
    const fixture = baseFixture();
    edit(fixture, pointer, value);
    expect(validate(fixture)).toBe(false);
    expect(validate.errors?.map((e) => e.keyword)).toContain(keyword);
  });
});

describe('closed lists', () => {
  it.each(['capabilities', 'rejection-codes', 'statuses', 'finding-codes'])(
    '%s has unique, described entries',
    (name) => {
      const list = readJson(`spec/lists/${name}.schema.json`) as { oneOf: { const: string; description: string }[] };
      const values = list.oneOf.map((entry) => entry.const);
      expect(new Set(values).size).toBe(values.length);
      for (const entry of list.oneOf) expect(entry.description.length).toBeGreaterThan(10);
    },
  );

  it('rejection and finding codes are namespaced', () => {
    for (const name of ['rejection-codes', 'finding-codes']) {
      const list = readJson(`spec/lists/${name}.schema.json`) as { oneOf: { const: string }[] };
      for (const { const: code } of list.oneOf) expect(code).toMatch(/^[a-z]+\/[a-z-]+$/);
    }
  });

  it('every event type is distinct and discriminated by type', () => {
    const events = readJson('spec/lists/events.schema.json') as {
      oneOf: { properties: { type: { const: string } } }[];
    };
    const types = events.oneOf.map((variant) => variant.properties.type.const);
    expect(new Set(types).size).toBe(types.length);
  });
});
