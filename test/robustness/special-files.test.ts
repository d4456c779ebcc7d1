/**
 * Inputs that are not regular files, and replies over a limit on stdio, through the CLI as a process (a FIFO read in
 * process would hang the test worker itself): each run ends, with an error naming the path or the limit and the fix.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../../harness/load/lists.js';
import { CORPUS_DIR, ROOT, tempDir } from '../harness/helpers.js';

const work = tempDir();
afterAll(work.remove);

/** The CLI from the sources, given at most 60 s: a run that hangs is killed and fails the test. */
function cli(...argv: string[]): { code: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'harness/cli/bin.ts'), ...argv], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    killSignal: 'SIGKILL',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

function fixtureCopy(name: string): string {
  const dir = join(work.dir, name);
  cpSync(CORPUS_DIR, dir, { recursive: true });
  return dir;
}

function mkfifo(path: string): void {
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
}

describe('inputs that are not regular files', () => {
  it('a fixture that is a FIFO is a fixture error naming it; the run ends and the others run', () => {
    const fixtures = fixtureCopy('fifo-fixture');
    mkfifo(join(fixtures, 'cost', 'cost-fifo.json'));
    const { code, output } = cli('run', '--fixtures', fixtures, '--out', join(work.dir, 'fifo-out'));
    expect(code).toBe(2);
    expect(output).toContain('cost-fifo.json');
    expect(output).toContain('is a FIFO, not a regular file, so it was not read');
    expect(output).toMatch(/2 pass\b/);
  });

  it('--cards that is a FIFO is a usage error naming it; nothing runs', () => {
    mkfifo(join(work.dir, 'fifo.json'));
    const fifo = join(work.dir, 'fifo.json');
    const { code, output } = cli(
      'run',
      '--fixtures',
      CORPUS_DIR,
      '--cards',
      fifo,
      '--out',
      join(work.dir, 'cards-out'),
    );
    expect(code).toBe(2);
    expect(output).toContain(`--cards ${fifo} is a FIFO, not a regular file`);
    expect(readdirSync(work.dir)).not.toContain('cards-out');
  });

  it('a fixture linked to /dev/zero is refused, not read', () => {
    const fixtures = fixtureCopy('zero-fixture');
    symlinkSync('/dev/zero', join(fixtures, 'cost', 'cost-zero.json'));
    const { code, output } = cli('validate', '--fixtures', fixtures);
    expect(code).toBe(2);
    expect(output).toContain('is a character device, not a regular file');
  });
});

/** A protocol v1 adapter in a few lines: answers start, then every run with `reply(seq)`. */
function stdioAdapter(name: string, reply: string): string {
  const path = join(work.dir, `${name}.mjs`);
  mkdirSync(work.dir, { recursive: true });
  writeFileSync(
    path,
    `import { createInterface } from 'node:readline';
     for await (const line of createInterface({ input: process.stdin })) {
       const command = JSON.parse(line);
       if (command.cmd === 'stop') break;
       const seq = command.seq;
       process.stdout.write(JSON.stringify(command.cmd === 'start'
         ? { version: 1, implementation: { name: '${name}', version: '1', language: 'js', capabilities: ${JSON.stringify(CAPABILITIES)} } }
         : ${reply}) + '\\n');
     }\n`,
  );
  return `node ${path}`;
}

/** `run` of the test corpus against the adapter `stdioAdapter(name, reply)`, into a folder of its own. */
function runAgainst(name: string, reply: string, ...options: string[]): { code: number | null; output: string } {
  const command = stdioAdapter(name, reply);
  return cli('run', '--fixtures', CORPUS_DIR, '--adapter-command', command, ...options, '--out', join(work.dir, name));
}

describe('replies over a limit on stdio', () => {
  it('a reply line over --max-reply-bytes is an error for the fixture naming the limit and the option', () => {
    const reply = "{ seq, skipped: { reason: 'x'.repeat(5000) } }";
    const { code, output } = runAgainst('padded', reply, '--max-reply-bytes', '4096');
    expect(code).toBe(1);
    expect(output).toContain('longer than 4096 bytes');
    expect(output).toContain('raise --max-reply-bytes');
  });

  it('a step with more events than --max-events is an error for the fixture, refused before the schema', () => {
    const observation =
      "{ seq, observation: { steps: [{ outcome: 'accepted', events: Array.from({ length: 20000 }, () => ({})) }] } }";
    const { code, output } = runAgainst('crowded', observation);
    expect(code).toBe(1);
    expect(output).toContain('holds 20000 events, more than the limit of 10000');
  });
});
