/**
 * The rows of harness/ROBUSTNESS.md that are cheap to check in process: each class of bad fixture, each fault of an
 * in-process adapter, each misuse of the CLI, with the finding code, status and exit code the table says it gets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Fixture, Report } from '../../schemas/types/generated.js';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import { packagePath } from '../../harness/load/paths.js';
import { ROOT, tempDir, writeFiles } from '../harness/helpers.js';
import reference from '../../engine/adapter.js';

const work = tempDir();
afterAll(work.remove);

const BASE_ID = 'accelerate-domain-universal-power-pays-fury';
const base = JSON.parse(readFileSync(packagePath('fixtures', 'accelerate', `${BASE_ID}.json`), 'utf8')) as Fixture;
const catalogue = readFileSync(packagePath('fixtures', 'cards', 'catalogue.json'), 'utf8');

async function cli(...argv: string[]) {
  const io = bufferedIo();
  const code = await main(argv, io, ROOT);
  return { code, stdout: io.stdout(), stderr: io.stderr() };
}

let corpora = 0;

/** A corpus of the valid base fixture and the given files (relative path to content), and `validate --json` on it. */
async function validate(files: Readonly<Record<string, unknown>>) {
  const dir = join(work.dir, `corpus-${(corpora += 1)}`);
  writeFiles(dir, { 'cards/catalogue.json': catalogue, [`accelerate/${BASE_ID}.json`]: base, ...files });
  const { code, stdout } = await cli('validate', '--fixtures', dir, '--json');
  const output = JSON.parse(stdout) as { findings: { code: string }[]; valid: number };
  return { code, codes: output.findings.map((finding) => finding.code), valid: output.valid, dir };
}

function variant(id: string, change: (fixture: Fixture) => void): Record<string, Fixture> {
  const fixture = structuredClone(base);
  fixture.id = id;
  change(fixture);
  return { [`${id.split('-')[0] ?? ''}/${id}.json`]: fixture };
}

const player = (fixture: Fixture) => fixture.given.players.p1 ?? {};

describe('each class of bad fixture gets its finding, is not run, and the run exits 2', () => {
  it.each([
    ['not JSON', { 'pay/pay-broken.json': '{"id": "pay-broken", ' }, 'fixture/parse-error'],
    [
      'nested deeper than 100 levels',
      { 'pay/pay-deep.json': `{"given":${'['.repeat(200)}${']'.repeat(200)}}` },
      'fixture/parse-error',
    ],
    ['breaking the schema', variant('pay-no-then', (f) => Reflect.deleteProperty(f, 'then')), 'fixture/schema'],
    [
      'with a forbidden key',
      { 'pay/pay-proto.json': JSON.stringify(base).replace('"given":{', '"given":{"__proto__":{},') },
      'fixture/forbidden-key',
    ],
    ['with an ID used twice', { [`copy/accelerate/${BASE_ID}.json`]: base }, 'fixture/duplicate-id'],
    [
      'in the wrong file',
      {
        'accelerate/misnamed.json': variant('accelerate-misnamed-fixture', () => undefined)[
          'accelerate/accelerate-misnamed-fixture.json'
        ],
      },
      'fixture/file-name-mismatch',
    ],
    [
      'naming an unknown rule',
      variant('accelerate-unknown-rule', (f) => f.rules.push('pay.no-such-rule')),
      'fixture/unknown-rule',
    ],
    [
      'citing a Core Rules number v1.4 does not have',
      variant('accelerate-unknown-core-rule', (f) => (f.source.coreRules = ['805', '805.9.z'])),
      'fixture/unknown-core-rule',
    ],
    [
      'citing no Core Rules numbers',
      variant('accelerate-no-core-rules', (f) => Reflect.deleteProperty(f.source, 'coreRules')),
      'fixture/missing-core-rules',
    ],
    [
      'naming an unknown card',
      variant('accelerate-unknown-card', (f) => player(f).hand?.push({ id: 'zz1', card: 'ZZZ-999' })),
      'fixture/unknown-card',
    ],
    [
      'naming an unknown instance',
      variant('accelerate-unknown-instance', (f) => Object.assign(f.when[0], { card: 'nobody' })),
      'fixture/unknown-instance',
    ],
    [
      'repeating an instance',
      variant('accelerate-twin-instance', (f) => player(f).hand?.push({ id: 'lr1', card: 'OGN-010' })),
      'fixture/duplicate-instance',
    ],
    [
      'a given turn the rules cannot reach',
      variant('accelerate-unreachable-turn', (f) => {
        f.given.turn.priority = 'p2';
        const spell = { id: 'ch9', card: 'OGN-043', owner: 'p1', controller: 'p1', targets: [], flow: null };
        f.given.chain = [{ ...spell, options: [] }];
      }),
      'fixture/unreachable-given',
    ],
    [
      'leaving a target open',
      variant('accelerate-open-target', (f) => {
        player(f).hand?.push({ id: 'ch1', card: 'OGN-043' });
        f.when.push({ type: 'play', player: 'p1', card: 'ch1', payment: [] });
        f.then.steps.push({ outcome: 'rejected', code: 'payment/insufficient-energy' });
      }),
      'fixture/unscripted-decision',
    ],
    [
      'using a capability it does not require',
      variant('accelerate-unrequired', (f) => f.requires.splice(0)),
      'fixture/missing-requirement',
    ],
    [
      'requiring a capability it does not use',
      variant('accelerate-overrequired', (f) => f.requires.push('turn.phases')),
      'fixture/unused-requirement',
    ],
    [
      'with a step count unlike when',
      variant('accelerate-extra-step', (f) => f.then.steps.push({ outcome: 'accepted' })),
      'fixture/step-count-mismatch',
    ],
    [
      'contrasting a rule it does not list',
      variant('accelerate-stray-contrast', (f) =>
        f.contrasts?.push({ rule: 'cost.order', misreading: 'a misreading of the order of the stages' }),
      ),
      'fixture/contrast-not-in-rules',
    ],
  ])('%s: %s', async (_name, files, expected) => {
    const { code, codes, valid } = await validate(files);
    expect(code).toBe(2);
    expect(codes).toContain(expected);
    expect(valid).toBeGreaterThanOrEqual(1);
  });

  it('a broken catalogue: catalogue/invalid, and nothing runs', async () => {
    const { code, codes, valid } = await validate({ 'cards/catalogue.json': '{"cards": [{"id": 1}]}' });
    expect(code).toBe(2);
    expect(codes).toContain('catalogue/invalid');
    expect(valid).toBe(0);
  });

  it('the valid fixtures beside bad ones still run, and the run exits 2', async () => {
    const { dir } = await validate({ 'pay/pay-broken.json': '{' });
    const { code, stdout } = await cli('run', '--fixtures', dir, '--json', '--out', `${dir}-reports`);
    expect(code).toBe(2);
    expect((JSON.parse(stdout) as Report).results.map((result) => [result.id, result.status])).toEqual([
      [BASE_ID, 'pass'],
    ]);
  });
});

/** An in-process adapter module written into the work folder: the reference engine's description, and `run`. */
function adapterModule(name: string, run: string): string {
  const path = join(work.dir, 'adapters', `${name}.mjs`);
  const describe = JSON.stringify(reference.describe());
  writeFiles(work.dir, { [`adapters/${name}.mjs`]: `export default { describe: () => (${describe}), ${run} };\n` });
  return path;
}

describe('each fault of an in-process adapter gets its status, the run goes on and exits 1', () => {
  const corpus = join(work.dir, 'one');
  writeFiles(corpus, { 'cards/catalogue.json': catalogue, [`accelerate/${BASE_ID}.json`]: base });

  it.each([
    ['throws', 'run() { throw new Error("engine failure"); }', 'error', 'adapter/threw'],
    [
      'returns an invalid observation',
      'run: () => ({ steps: [{ outcome: "maybe" }] })',
      'error',
      'adapter/invalid-observation',
    ],
    ['returns too few steps', 'run: () => ({ steps: [] })', 'error', 'adapter/invalid-observation'],
    [
      'returns an observation nested 100 000 levels deep',
      'run() { let deep = []; for (let i = 0; i < 100000; i += 1) deep = [deep]; return { steps: deep }; }',
      'error',
      'adapter/invalid-observation',
    ],
    [
      'writes to the scenario',
      'run(s) { "use strict"; s.given.turn.number = 2; }',
      'error',
      'adapter/mutated-scenario',
    ],
    ['never answers', 'run: () => new Promise(() => {})', 'timeout', 'adapter/timeout'],
  ])('%s: %s', async (name, run, status, code) => {
    const path = adapterModule(name.replaceAll(' ', '-'), run);
    const result = await cli(
      'run',
      '--fixtures',
      corpus,
      '--adapter',
      path,
      '--timeout',
      '200',
      '--json',
      '--out',
      join(work.dir, 'out'),
    );
    expect(result.code).toBe(1);
    const [only] = (JSON.parse(result.stdout) as Report).results;
    expect(only).toMatchObject({ status, diagnostics: [{ code }] });
  });

  it('a describe() that throws, or says something invalid, is a usage error (exit 2)', async () => {
    const throwing = join(work.dir, 'adapters', 'describe-throws.mjs');
    const invalid = join(work.dir, 'adapters', 'describe-invalid.mjs');
    writeFiles(work.dir, {
      'adapters/describe-throws.mjs': 'export default { describe() { throw new Error("no"); }, run() {} };\n',
      'adapters/describe-invalid.mjs': 'export default { describe: () => ({ name: 1 }), run() {} };\n',
      'adapters/not-an-adapter.mjs': 'export const nothing = 1;\n',
    });
    for (const path of [
      throwing,
      invalid,
      join(work.dir, 'adapters', 'not-an-adapter.mjs'),
      join(work.dir, 'adapters', 'missing.mjs'),
    ]) {
      expect((await cli('run', '--fixtures', corpus, '--adapter', path, '--out', join(work.dir, 'out'))).code).toBe(2);
    }
  });
});

describe('each misuse of the CLI exits 2', () => {
  it.each([
    ['no command', []],
    ['an unknown command', ['nope']],
    ['an unknown option', ['run', '--nope']],
    ['an unknown adapter name', ['run', '--adapter', 'nope']],
    ['an adapter module that does not exist', ['run', '--adapter', './no/such/adapter.js']],
    ['--adapter with --adapter-command', ['run', '--adapter', 'reference', '--adapter-command', 'true']],
    ['a --timeout that is not a positive whole number', ['run', '--timeout', '0']],
    ['a --jobs that is not a number', ['run', '--jobs', 'many']],
    ['an unknown capability', ['run', '--requires', 'keyword.nope']],
    ['an unknown reporter', ['run', '--reporter', 'nope']],
    ['filters that keep no fixture', ['run', '--id', 'no-such-*']],
    ['explain of an unknown fixture', ['explain', 'pay-no-such-fixture']],
    ['a --shard that is not i/n', ['run', '--shard', '3/2']],
    ['a --fixtures folder with no fixture', ['run', '--fixtures', 'no/such/folder']],
  ])('%s', async (_name, argv) => {
    const { code } = await cli(...argv, ...(argv[0] === 'run' ? ['--out', join(work.dir, 'misuse')] : []));
    expect(code).toBe(2);
  });
});
