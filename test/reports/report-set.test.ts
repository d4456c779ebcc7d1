import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { holdSignals } from '../../harness/report/hold-signals.js';
import { LOCK_DIR, MANIFEST_FILE, ReportSet } from '../../harness/report/report-set.js';
import { CORPUS_DIR, ROOT, tempDir } from '../harness/helpers.js';
import { cli } from '../protocol/cli-helpers.js';

const work = tempDir();
afterAll(work.remove);

const NAMES = ['report.json', 'junit.xml', 'summary.md', 'report.html', 'badge.json'];
const REPLAY = './test/harness/adapters/replay.ts';

/** The tags of the files of a set written by `writeSet`: one tag means one set. */
function tags(dir: string): Set<string> {
  return new Set(NAMES.filter((name) => existsSync(join(dir, name))).map((name) => readFileSync(join(dir, name), 'utf8').slice(0, 8)));
}

function writeSet(dir: string, tag: string, size = 10): ReportSet {
  const set = new ReportSet(dir, ROOT);
  for (const name of NAMES) set.add(name, `${tag.padEnd(8)}${'x'.repeat(size)}`);
  return set;
}

describe('the reports of a run are written as one set', () => {
  it('a run with fewer reporters removes the files of the previous set, and nothing else', async () => {
    const out = join(work.dir, 'fewer');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'notes.txt'), 'a file of the user\n');
    writeFileSync(join(out, 'summary.old.md'), 'not written by the harness\n');
    expect((await cli('run', '--fixtures', CORPUS_DIR, '--adapter', REPLAY, '--out', out)).code).toBe(0);
    expect(readdirSync(out).sort()).toEqual([MANIFEST_FILE, ...NAMES, 'notes.txt', 'summary.old.md'].sort());
    expect((await cli('run', '--fixtures', CORPUS_DIR, '--adapter', REPLAY, '--out', out, '--reporter', 'console')).code).toBe(0);
    expect(readdirSync(out).sort()).toEqual([MANIFEST_FILE, 'notes.txt', 'report.json', 'summary.old.md']);
    expect(JSON.parse(readFileSync(join(out, MANIFEST_FILE), 'utf8'))).toMatchObject({ manifestVersion: 1, files: ['report.json'] });
  });

  it('two writers into one folder commit one after the other: the folder holds one set, never a mix', async () => {
    const out = join(work.dir, 'concurrent');
    for (let trial = 0; trial < 20; trial += 1) {
      await Promise.all([writeSet(out, `a${trial}`, 200_000).commit(), writeSet(out, `b${trial}`).commit()]);
      expect(tags(out).size).toBe(1);
    }
    expect(existsSync(join(out, LOCK_DIR))).toBe(false);
    expect(readdirSync(out).filter((name) => name.includes('staging'))).toEqual([]);
  });

  it('a lock left by a writer that died is taken over', async () => {
    const out = join(work.dir, 'abandoned');
    mkdirSync(join(out, LOCK_DIR), { recursive: true });
    writeFileSync(join(out, LOCK_DIR, 'pid'), '2147483646');
    await writeSet(out, 'after').commit();
    expect(tags(out)).toEqual(new Set(['after   ']));
  });

  it('a lock a dead writer was still preparing is cleared and never blocks', async () => {
    const out = join(work.dir, 'prepared');
    mkdirSync(join(out, `${LOCK_DIR}-new-2147483646-1`), { recursive: true });
    await writeSet(out, 'after').commit();
    expect(tags(out)).toEqual(new Set(['after   ']));
    expect(readdirSync(out).filter((name) => name.startsWith(LOCK_DIR))).toEqual([]);
  });

  it('holds SIGINT while the set is put in place, and hands it to the caller', async () => {
    const held = await holdSignals(async () => {
      process.emit('SIGINT');
      await new Promise((done) => setTimeout(done, 10));
      return 'finished';
    });
    expect(held).toEqual({ value: 'finished', signal: 'SIGINT' });
  });

  it('a SIGINT at any moment of the write leaves the old set or the new one, whole', async () => {
    const out = join(work.dir, 'sigint');
    await writeSet(out, 'old').commit();
    const script = `import { ReportSet } from './harness/report/report-set.ts';
      const set = new ReportSet(${JSON.stringify(out)}, process.cwd());
      for (const name of ${JSON.stringify(NAMES)}) set.add(name, 'new     ' + 'x'.repeat(4_000_000));
      process.stdout.write('ready\\n');
      const { signal } = await set.commit();
      if (signal) process.kill(process.pid, signal);`;
    const seen = new Set<string>();
    for (const after of [0, 20, 60, 120, 250]) {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      // Listen for the exit before anything else: a quick child may finish before the signal is sent.
      const exited = new Promise((exit) => child.once('exit', exit));
      await new Promise<void>((ready) => child.stdout.once('data', () => {
        ready();
      }));
      await new Promise((wait) => setTimeout(wait, after));
      child.kill('SIGINT');
      await exited;
      const found = tags(out);
      expect(found.size).toBe(1);
      expect(readdirSync(out).filter((name) => NAMES.includes(name))).toHaveLength(NAMES.length);
      seen.add([...found][0] ?? '');
    }
    expect([...seen].every((tag) => tag === 'old     ' || tag === 'new     ')).toBe(true);
    // A writer killed before the renames leaves its lock and staging folder: the next writer clears both.
    await writeSet(out, 'next').commit();
    expect(readdirSync(out).sort()).toEqual([MANIFEST_FILE, ...NAMES].sort());
  });
});
