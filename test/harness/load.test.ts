import { afterEach, describe, expect, it } from 'vitest';
import type { FindingCode, Fixture } from '../../schemas/types/generated.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { jsonErrorPosition } from '../../harness/load/json-error-position.js';
import { BASE_ID, CORPUS_DIR, readTestFixture, ROOT, tempDir, writeFiles } from './helpers.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Builds a corpus in a temporary folder and loads it. */
function corpusOf(files: Record<string, unknown>, extra: { fixtures?: string; cards?: string } = {}) {
  const { dir, remove } = tempDir();
  cleanups.push(remove);
  writeFiles(dir, files);
  return loadCorpus({ fixtures: extra.fixtures ?? dir, cards: extra.cards, cwd: dir });
}

function base(change: (fixture: Fixture & Record<string, unknown>) => void = () => undefined): Fixture {
  const fixture = readTestFixture(BASE_ID) as Fixture & Record<string, unknown>;
  change(fixture);
  return fixture;
}

const FILE = `cost/${BASE_ID}.json`;

interface MalformedCase {
  readonly name: string;
  readonly files: Record<string, unknown>;
  readonly code: FindingCode;
  readonly file: string;
  readonly pointer?: string;
  readonly fixtures?: string;
  readonly cards?: string;
}

const cases: MalformedCase[] = [
  { name: 'parse error', files: { [FILE]: '{\n  "id": }\n' }, code: 'fixture/parse-error', file: FILE },
  {
    name: 'schema error',
    files: { [FILE]: base((f) => Object.assign(f.given.turn, { phase: 'lunch' })) },
    code: 'fixture/schema',
    file: FILE,
    pointer: '/given/turn/phase',
  },
  {
    name: 'forbidden key',
    files: { [FILE]: base((f) => Object.assign(f, { constructor: { a: 1 } })) },
    code: 'fixture/forbidden-key',
    file: FILE,
    pointer: '/constructor',
  },
  {
    name: '__proto__ key',
    files: {
      [FILE]: JSON.stringify(base(), null, 2).replace('"given": {', '"given": { "__proto__": { "polluted": true },'),
    },
    code: 'fixture/forbidden-key',
    file: FILE,
    pointer: '/given/__proto__',
  },
  {
    name: 'duplicate id',
    files: { [`a/${FILE}`]: base(), [`b/${FILE}`]: base() },
    fixtures: '*/cost/*.json',
    code: 'fixture/duplicate-id',
    file: `b/${FILE}`,
    pointer: '/id',
  },
  {
    name: 'file name mismatch',
    files: { 'cost/other-name.json': base() },
    code: 'fixture/file-name-mismatch',
    file: 'cost/other-name.json',
  },
  {
    name: 'folder mismatch',
    files: { [`pay/${BASE_ID}.json`]: base() },
    code: 'fixture/file-name-mismatch',
    file: `pay/${BASE_ID}.json`,
  },
  {
    name: 'unknown rule',
    files: { [FILE]: base((f) => (f.rules[1] = 'cost.no-such-rule')) },
    code: 'fixture/unknown-rule',
    file: FILE,
    pointer: '/rules/1',
  },
  {
    name: 'unknown Core Rules number',
    files: { [FILE]: base((f) => (f.source.coreRules = ['805.1', '356.4.z'])) },
    code: 'fixture/unknown-core-rule',
    file: FILE,
    pointer: '/source/coreRules/1',
  },
  {
    name: 'missing Core Rules numbers',
    files: { [FILE]: base((f) => Reflect.deleteProperty(f.source, 'coreRules')) },
    code: 'fixture/missing-core-rules',
    file: FILE,
    pointer: '/source/coreRules',
  },
  {
    name: 'unknown card',
    files: { [FILE]: base((f) => Object.assign(f.given.players.p1?.hand?.[0] ?? {}, { card: 'ZZZ-999' })) },
    code: 'fixture/unknown-card',
    file: FILE,
    pointer: '/given/players/p1/hand/0/card',
  },
  {
    name: 'unknown instance in a payment',
    files: { [FILE]: base((f) => Object.assign(f.when[0], { payment: [{ type: 'exhaust-rune', rune: 'r9' }] })) },
    code: 'fixture/unknown-instance',
    file: FILE,
    pointer: '/when/0/payment/0/rune',
  },
  {
    name: 'unknown instance in an expectation',
    files: { [FILE]: base((f) => f.then.steps[0].events?.push({ type: 'targeted', card: 'ghost' })) },
    code: 'fixture/unknown-instance',
    file: FILE,
    pointer: '/then/steps/0/events/3/card',
  },
  {
    name: 'duplicate instance',
    files: { [FILE]: base((f) => f.given.players.p1?.runes?.push({ id: 'lr1', domain: 'calm', ready: true })) },
    code: 'fixture/duplicate-instance',
    file: FILE,
    pointer: '/given/players/p1/runes/2',
  },
  {
    name: 'step count mismatch',
    files: { [FILE]: base((f) => f.then.steps.push({ outcome: 'accepted' })) },
    code: 'fixture/step-count-mismatch',
    file: FILE,
    pointer: '/then/steps',
  },
  {
    name: 'unscripted target',
    files: { [FILE]: base((f) => Object.assign(f.given.players.p1?.hand?.[0] ?? {}, { card: 'OGN-043' })) },
    code: 'fixture/unscripted-decision',
    file: FILE,
    pointer: '/when/0/card',
  },
  {
    name: 'unscripted resolution decision',
    files: {
      [FILE]: base((f) => {
        Object.assign(f.given.players.p1?.hand?.[0] ?? {}, { card: 'UNL-131' });
        f.given.chain = [
          { id: 'sp1', card: 'OGN-043', owner: 'p2', controller: 'p2', targets: [], flow: null, options: [] },
        ];
        Object.assign(f.when[0], { targets: ['sp1'] });
        f.requires.push('chain.priority');
      }),
    },
    code: 'fixture/unscripted-decision',
    file: FILE,
    pointer: '/when/0/card',
  },
  {
    name: 'missing requirement',
    files: { [FILE]: base((f) => (f.requires = ['report.events'])) },
    code: 'fixture/missing-requirement',
    file: FILE,
    pointer: '/requires',
  },
  {
    name: 'unused requirement',
    files: { [FILE]: base((f) => f.requires.push('keyword.flow')) },
    code: 'fixture/unused-requirement',
    file: FILE,
    pointer: '/requires/1',
  },
  {
    name: 'contrast not in rules',
    files: {
      [FILE]: base(
        (f) => (f.contrasts = [{ rule: 'pay.rollback', misreading: 'an engine that keeps the rune exhausted' }]),
      ),
    },
    code: 'fixture/contrast-not-in-rules',
    file: FILE,
    pointer: '/contrasts/0/rule',
  },
  {
    name: 'invalid catalogue',
    files: { [FILE]: base(), 'cards/catalogue.json': { cards: [] } },
    code: 'catalogue/invalid',
    file: 'cards/catalogue.json',
    pointer: '/cards',
  },
];

describe('loading a corpus', () => {
  it('loads the test corpus without findings', () => {
    const corpus = loadCorpus({ fixtures: CORPUS_DIR, cwd: ROOT });
    expect(corpus.findings).toEqual([]);
    expect(corpus.fixtures.map((loaded) => loaded.fixture.id)).toEqual([BASE_ID, 'pay-test-energy-shortfall-rejected']);
    expect(corpus.fixtures[0]?.file).toBe(`test/harness/fixtures/corpus/${FILE}`);
    expect(corpus.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('gives the same hash for the same files', () => {
    expect(corpusOf({ [FILE]: base() }).hash).toBe(corpusOf({ [FILE]: base() }).hash);
    expect(corpusOf({ [FILE]: base() }).hash).not.toBe(
      corpusOf({ [FILE]: base((f) => (f.title = 'Another title for the same fixture')) }).hash,
    );
  });

  it.each(cases)('$name gives $code in $file', (malformed) => {
    const corpus = corpusOf(malformed.files, { ...(malformed.fixtures ? { fixtures: malformed.fixtures } : {}) });
    const match = corpus.findings.find((finding) => finding.code === malformed.code && finding.file === malformed.file);
    expect(match, JSON.stringify(corpus.findings, null, 1)).toBeDefined();
    if (malformed.pointer !== undefined) expect(match?.pointer).toBe(malformed.pointer);
    expect(corpus.fixtures.some((loaded) => loaded.file === malformed.file)).toBe(false);
  });

  it('gives the line and column of a syntax error', () => {
    const corpus = corpusOf({ [FILE]: '{\n  "id": }\n' });
    expect(corpus.findings[0]).toMatchObject({ code: 'fixture/parse-error', line: 2, column: 9 });
  });

  it('reports a missing catalogue and runs nothing', () => {
    const corpus = corpusOf({ [FILE]: base() }, { cards: 'nowhere.json' });
    expect(corpus.findings.map((finding) => finding.code)).toEqual(['catalogue/invalid']);
    expect(corpus.fixtures).toEqual([]);
  });

  it('accepts a catalogue given with --cards', () => {
    const { dir, remove } = tempDir();
    cleanups.push(remove);
    writeFiles(dir, {
      'cards.json': {
        cards: [
          {
            id: 'OGN-010',
            name: 'Legion Rearguard',
            type: 'unit',
            domains: ['fury'],
            synthetic: false,
            text: 'Accelerate.',
            cost: { energy: 2 },
          },
        ],
      },
    });
    const corpus = corpusOf({ [FILE]: base() }, { cards: `${dir}/cards.json` });
    expect(corpus.findings).toEqual([]);
    expect(corpus.fixtures).toHaveLength(1);
  });
});

describe('jsonErrorPosition', () => {
  it.each([
    ['{"a": 1,}', 1, 9],
    ['{\n"a": tru }', 2, 6],
    ['[1, 2', 1, 6],
    ['{"a": "\u0001"}', 1, 8],
    ['{} x', 1, 4],
  ])('finds the error in %j at %i:%i', (text, line, column) => {
    expect(jsonErrorPosition(text)).toEqual({ line, column });
  });
});
