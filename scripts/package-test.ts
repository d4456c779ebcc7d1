/**
 * The package as an engine repo gets it: builds dist/ afresh, packs the tarball, checks what it ships, installs it
 * into an empty folder without dev dependencies, and there runs what the README tells an engine author to run:
 * - `run` against the reference engine, with every report written;
 * - `smoke` with the shipped Python example, by its path inside node_modules;
 * - `run` and `serve` with an adapter module that imports the package entry (and skips a chapter);
 * - `run` with a TypeScript adapter compiled to CommonJS, and the hint for a `.ts` adapter Node cannot load;
 * - a baseline written by `baseline update` that turns a changed failure into `fail`, and keeps the same one expected;
 * - a vitest file using `riftbound-conformance/vitest` (vitest installed beside, as an engine repo has it).
 * Exits 1 naming every check that failed. `npm run test:package`; `--keep` keeps the temporary folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  devDependencies: Record<string, string>;
};
const failures: string[] = [];

interface Ran {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The environment of a command run as an engine repo would: none of this project's npm settings or binaries. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { NO_COLOR: '1' };
  const ownBin = join(root, 'node_modules', '.bin');
  for (const [key, value] of Object.entries(process.env)) {
    if (key.toLowerCase().startsWith('npm_') || key === 'INIT_CWD') continue;
    env[key] =
      key === 'PATH'
        ? (value ?? '')
            .split(delimiter)
            .filter((dir) => dir !== ownBin)
            .join(delimiter)
        : value;
  }
  return env;
}

function sh(command: string, cwd: string, timeoutSeconds = 600): Ran {
  const ran = spawnSync(command, {
    cwd,
    shell: true,
    encoding: 'utf8',
    env: cleanEnv(),
    timeout: timeoutSeconds * 1000,
  });
  return { status: ran.status, stdout: ran.stdout, stderr: ran.stderr + (ran.error ? `\n${ran.error.message}` : '') };
}

function tail(text: string, lines = 25): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Runs one check: prints ok or FAIL with what went wrong, and records a failure. */
function check(name: string, test: () => string | undefined): void {
  const started = Date.now();
  let problem: string | undefined;
  try {
    problem = test();
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problem === undefined) {
    console.log(`ok   ${name} (${seconds} s)`);
    return;
  }
  failures.push(name);
  console.log(`FAIL ${name} (${seconds} s)\n${problem.replace(/^/gm, '     ')}`);
}

/** The problem with a command's outcome, or undefined when it exited with `expected`. */
function exited(ran: Ran, expected: number): string | undefined {
  if (ran.status === expected) return undefined;
  return `exit code ${String(ran.status)}, expected ${expected}\n--- stdout\n${tail(ran.stdout)}\n--- stderr\n${tail(ran.stderr)}`;
}

interface ReportJson {
  readonly summary: { readonly ok: boolean; readonly total: number };
  readonly results: readonly { readonly id: string; readonly status: string; readonly reason?: string }[];
}

function readReport(dir: string): ReportJson {
  return JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as ReportJson;
}

function countBy(report: ReportJson): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of report.results) counts[result.status] = (counts[result.status] ?? 0) + 1;
  return counts;
}

// ---- the tarball -------------------------------------------------------------------------------------------------

const work = mkdtempSync(join(tmpdir(), 'rb-package-'));
const engine = join(work, 'engine');
mkdirSync(engine);
let tarball = '';

check('build dist/ afresh (a stale file must not ship)', () => {
  rmSync(join(root, 'dist'), { recursive: true, force: true });
  return exited(sh('npm run build --silent', root), 0);
});

check('npm pack', () => {
  // The build above is what prepare would do; packing runs no script.
  const ran = sh(`npm pack --ignore-scripts --json --pack-destination "${work}"`, root);
  const problem = exited(ran, 0);
  if (problem) return problem;
  const [packed] = JSON.parse(ran.stdout) as {
    filename: string;
    size: number;
    unpackedSize: number;
    files: { path: string }[];
  }[];
  if (!packed) return 'npm pack printed no tarball';
  tarball = join(work, packed.filename);
  const files = packed.files.map((file) => file.path);
  console.log(
    `     ${packed.filename}: ${files.length} files, ${(packed.size / 1000).toFixed(1)} kB packed, ${(packed.unpackedSize / 1e6).toFixed(2)} MB unpacked`,
  );
  const required = [
    'package.json',
    'README.md',
    'dist/harness/cli/bin.js',
    'dist/harness/index.js',
    'dist/harness/index.d.ts',
    'dist/harness/vitest.js',
    'dist/engine/adapter.js',
    'dist/mutants/index.js',
    'dist/engine/profiles/index.js',
    'examples/adapters/minimal.py',
    'fixtures/cards/catalogue.json',
    'schemas/fixture.schema.json',
    'schemas/protocol/run-result.schema.json',
    'spec/INTERPRETING.md',
    'spec/rules.json',
  ];
  const missing = required.filter((path) => !files.includes(path));
  const unwanted = files.filter((path) =>
    /^(test|bench|scripts|\.ci|node_modules|reports\/(?!README\.md$))\/|^(harness|engine|mutants)\/.*\.ts$|\.map$|^(vitest|stryker|eslint)\.config\.|^tsconfig/.test(
      path,
    ),
  );
  const problems = [
    ...missing.map((path) => `missing from the tarball: ${path}`),
    ...unwanted.map((path) => `should not ship: ${path}`),
  ];
  return problems.length === 0 ? undefined : problems.join('\n');
});

// ---- an engine repo installs it ----------------------------------------------------------------------------------

const bin = join(engine, 'node_modules', '.bin', 'riftbound-conformance');

check('npm install --omit=dev <tarball> into an empty engine repo', () => {
  if (!tarball) return 'no tarball';
  writeFileSync(
    join(engine, 'package.json'),
    `${JSON.stringify({ name: 'engine-under-test', version: '1.0.0', private: true, type: 'commonjs' }, null, 2)}\n`,
  );
  const problem = exited(sh(`npm install --omit=dev --no-audit --no-fund "${tarball}"`, engine), 0);
  if (problem) return problem;
  const leaked = ['typescript', 'tsx', 'vitest', 'eslint'].filter((name) =>
    existsSync(join(engine, 'node_modules', name)),
  );
  if (leaked.length > 0) return `dev tools were installed with the package: ${leaked.join(', ')}`;
  return existsSync(bin) ? undefined : `${bin} is missing`;
});

check('npx riftbound-conformance run: the reference engine, every report written', () => {
  const problem = exited(sh('npx riftbound-conformance run --out reports', engine), 0);
  if (problem) return problem;
  const report = readReport(join(engine, 'reports'));
  const counts = countBy(report);
  if (!report.summary.ok || report.results.length === 0 || counts.pass !== report.results.length)
    return `not every fixture passed: ${JSON.stringify(counts)}`;
  const written = ['junit.xml', 'summary.md', 'report.html', 'badge.json'].filter((file) =>
    existsSync(join(engine, 'reports', file)),
  );
  return written.length === 4 ? undefined : `reports written: report.json, ${written.join(', ')}`;
});

check('a reference profile runs by name from the tarball, and doctor passes on it', () => {
  const problem = exited(
    sh('npx riftbound-conformance run --adapter profile:deducting --out reports-profile', engine),
    0,
  );
  if (problem) return problem;
  const counts = countBy(readReport(join(engine, 'reports-profile')));
  if ((counts.pass ?? 0) === 0 || (counts['not-applicable'] ?? 0) === 0)
    return `the profile is not partial: ${JSON.stringify(counts)}`;
  return exited(sh('npx riftbound-conformance doctor --adapter profile:no-chain --chapter pay', engine), 0);
});

check('smoke with the shipped Python example, by its path in node_modules', () => {
  const example = `node_modules/${manifest.name}/examples/adapters/minimal.py`;
  return exited(sh(`npx riftbound-conformance smoke --adapter-command "python3 ${example}"`, engine), 0);
});

const ENTRY_ADAPTER = `// An engine's adapter importing values from the package entry.
import { AdapterSkipError, loadAdapter } from '${manifest.name}';

const reference = await loadAdapter('reference');

export default {
  describe: () => reference.describe(),
  run(scenario) {
    if (scenario.id.startsWith('pool-')) throw new AdapterSkipError('pool is not wired yet');
    if (scenario.id.startsWith('repeat-')) return { skipped: { reason: 'repeat is not wired yet' } };
    return reference.run(scenario);
  },
};
`;

check('run with an adapter module that imports the package entry (and skips both ways)', () => {
  writeFileSync(join(engine, 'adapter-entry.mjs'), ENTRY_ADAPTER);
  const ran = sh('npx riftbound-conformance run --adapter ./adapter-entry.mjs --out reports-entry', engine, 300);
  const problem = exited(ran, 0);
  if (problem) return problem;
  const report = readReport(join(engine, 'reports-entry'));
  const reasons = new Set(report.results.map((result) => result.reason));
  const counts = countBy(report);
  if (!reasons.has('pool is not wired yet') || !reasons.has('repeat is not wired yet'))
    return `the adapter's skips are not in the report: ${JSON.stringify(counts)}`;
  return (counts.pass ?? 0) > 0 ? undefined : `nothing passed: ${JSON.stringify(counts)}`;
});

check('serve --adapter with that module, checked by smoke', () => {
  const served = `${bin} serve --adapter ./adapter-entry.mjs`;
  return exited(sh(`npx riftbound-conformance smoke --adapter-command "${served}"`, engine, 300), 0);
});

check('run with a TypeScript adapter compiled to CommonJS (exports.default, __esModule)', () => {
  mkdirSync(join(engine, 'dist'), { recursive: true });
  writeFileSync(
    join(engine, 'dist', 'adapter.js'),
    [
      '"use strict";',
      'Object.defineProperty(exports, "__esModule", { value: true });',
      "const implementation = { name: 'cjs-engine', version: '1.0.0', language: 'typescript', capabilities: [] };",
      "exports.default = { describe: () => implementation, run: () => ({ skipped: { reason: 'not wired' } }) };",
      '',
    ].join('\n'),
  );
  const ran = sh('npx riftbound-conformance run --adapter ./dist/adapter.js --chapter pay --out reports-cjs', engine);
  // It skips everything, so nothing is judged: the run must say so and fail (exit 1), after calling the adapter.
  const problem = exited(ran, 1);
  if (problem) return problem;
  if (!ran.stdout.includes('nothing was judged')) return 'the run did not say that nothing was judged';
  const report = readReport(join(engine, 'reports-cjs'));
  return report.results.some((result) => result.reason === 'not wired') ? undefined : 'the adapter was never called';
});

const FAILING_ADAPTER = `// The reference engine, wrong on one fixture in the way FAIL_MODE says: cost (a total 1 energy too high), outcome.
import { loadAdapter } from '${manifest.name}';

const reference = await loadAdapter('reference');
const FIXTURE = 'repeat-echoing-bolt-executes-twice';

export default {
  describe: () => reference.describe(),
  async run(scenario) {
    const result = await reference.run(scenario);
    if (scenario.id !== FIXTURE || !result.steps) return result;
    const [first, ...rest] = result.steps;
    const initial = result.initial ?? scenario.given;
    if (process.env.FAIL_MODE === 'outcome')
      return { steps: [{ outcome: 'rejected', code: 'payment/insufficient-energy', state: initial }, ...rest.map((step) => ({ ...step, state: initial }))] };
    return { steps: [{ ...first, totalCost: { ...first.totalCost, energy: (first.totalCost?.energy ?? 0) + 1 } }, ...rest] };
  },
};
`;

check('a fingerprinted baseline: the same failure is expected, a changed one fails', () => {
  writeFileSync(join(engine, 'adapter-failing.mjs'), FAILING_ADAPTER);
  const run = (mode: string, out: string, baseline = '') =>
    sh(
      `FAIL_MODE=${mode} npx riftbound-conformance run --adapter ./adapter-failing.mjs --chapter repeat --out ${out} ${baseline}`,
      engine,
    );
  const first = exited(run('cost', 'reports-known'), 1);
  if (first) return first;
  const update = 'npx riftbound-conformance baseline update --baseline known.json --report reports-known/report.json';
  const updated = exited(sh(update, engine), 0);
  if (updated) return updated;
  if (!readFileSync(join(engine, 'known.json'), 'utf8').includes('"code": "verdict/total-cost"'))
    return 'baseline update wrote no fingerprint';
  const same = exited(run('cost', 'reports-same', '--baseline known.json'), 0);
  if (same) return same;
  const changed = run('outcome', 'reports-changed', '--baseline known.json');
  const problem = exited(changed, 1);
  if (problem) return problem;
  const result = readReport(join(engine, 'reports-changed')).results.find(
    (r) => r.id === 'repeat-echoing-bolt-executes-twice',
  );
  if (result?.status !== 'fail') return `the changed failure ended ${String(result?.status)}, not fail`;
  return changed.stdout.includes('was: fail verdict/total-cost')
    ? undefined
    : 'the console does not show the old failure';
});

check('a .ts adapter Node cannot load is pointed at tsx or a build', () => {
  writeFileSync(
    join(engine, 'adapter.ts'),
    'export default { describe: () => ({}), run: () => ({ steps: [] }) } as const;\n',
  );
  const ran = sh('npx riftbound-conformance run --adapter ./adapter.ts --chapter pay --out reports-ts', engine);
  if (ran.status === 2 && ran.stderr.includes('npx tsx node_modules/.bin/riftbound-conformance')) return undefined;
  // A Node that strips types itself loads the file: then the adapter's bad describe() is what is reported.
  if (ran.status === 2 && ran.stderr.includes('describe()')) return undefined;
  return `expected exit 2 with the tsx hint\n${exited(ran, 2) ?? tail(ran.stderr)}`;
});

check('vitest with riftbound-conformance/vitest (vitest installed beside, as an engine repo has it)', () => {
  const vitest = manifest.devDependencies.vitest ?? 'latest';
  const installing = exited(sh(`npm install --no-audit --no-fund --save-dev vitest@${vitest}`, engine), 0);
  if (installing) return installing;
  mkdirSync(join(engine, 'test'), { recursive: true });
  writeFileSync(join(engine, 'conformance-baseline.json'), '{ "baselineVersion": 1, "entries": {} }\n');
  writeFileSync(
    join(engine, 'test', 'conformance.test.mjs'),
    [
      `import { describeConformance } from '${manifest.name}/vitest';`,
      "import adapter from '../adapter-entry.mjs';",
      '',
      "describeConformance(adapter, { baseline: 'conformance-baseline.json', filter: { chapter: ['cost'] } });",
      '',
    ].join('\n'),
  );
  // Started from test/: the baseline path is read from vitest's root, not from there.
  const ran = sh('npx vitest run --root ..', join(engine, 'test'));
  const problem = exited(ran, 0);
  if (problem) return problem;
  return /Tests\s+\d+ passed/.test(ran.stdout) ? undefined : `no passed tests in vitest's output\n${tail(ran.stdout)}`;
});

// ---- the verdict -------------------------------------------------------------------------------------------------

if (keep) console.log(`kept: ${work}`);
else rmSync(work, { recursive: true, force: true });
if (failures.length > 0) {
  console.log(`\npackage test FAILED: ${failures.length} check(s): ${failures.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log('\npackage test passed: the tarball works in an engine repo without dev dependencies');
}
