/**
 * What the bytes and links on disk can do to a corpus: bytes that are not UTF-8 are refused with where they are, and
 * a file reached through several symbolic links is one fixture.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import { readUtf8 } from '../../harness/load/read-text.js';
import { uniqueByRealPath } from '../../harness/load/real-paths.js';
import { packagePath } from '../../harness/load/paths.js';
import { ROOT, tempDir } from '../harness/helpers.js';

const work = tempDir();
afterAll(work.remove);

const ID = 'accelerate-domain-universal-power-pays-fury';
const fixtureText = readFileSync(packagePath('fixtures', 'accelerate', `${ID}.json`), 'utf8');
const catalogue = readFileSync(packagePath('fixtures', 'cards', 'catalogue.json'));

interface Validation {
  readonly fixtures: number;
  readonly valid: number;
  readonly findings: { code: string; file: string; line?: number; column?: number; message?: string }[];
}

/** A corpus folder holding the catalogue and one fixture file with the given bytes. */
function corpus(name: string, fixture: Buffer | string): string {
  const dir = join(work.dir, name);
  mkdirSync(join(dir, 'cards'), { recursive: true });
  mkdirSync(join(dir, 'accelerate'));
  writeFileSync(join(dir, 'cards', 'catalogue.json'), catalogue);
  writeFileSync(join(dir, 'accelerate', `${ID}.json`), fixture);
  return dir;
}

async function validate(dir: string): Promise<{ code: number; output: Validation }> {
  const io = bufferedIo();
  const code = await main(['validate', '--fixtures', dir, '--json'], io, ROOT);
  return { code, output: JSON.parse(io.stdout()) as Validation };
}

describe('bytes that are not UTF-8', () => {
  it('are refused with the byte offset, line and column, instead of becoming U+FFFD', async () => {
    const at = fixtureText.indexOf('"title"');
    const bytes = Buffer.concat([
      Buffer.from(fixtureText.slice(0, at)),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(fixtureText.slice(at)),
    ]);
    const { code, output } = await validate(corpus('not-utf8', bytes));
    expect(code).toBe(2);
    const line = fixtureText.slice(0, at).split('\n').length;
    const offset = Buffer.byteLength(fixtureText.slice(0, at));
    expect(output.findings).toMatchObject([{ code: 'fixture/parse-error', line, column: 3 }]);
    expect(output.findings[0]?.message).toContain(`is not UTF-8: the bytes at offset ${offset}`);
    expect(output.valid).toBe(0);
  });

  it.each([
    ['a lone continuation byte', [0x41, 0x80], 1],
    ['an overlong form', [0x41, 0xc0, 0x80], 1],
    ['a surrogate', [0x41, 0x42, 0xed, 0xa0, 0x80], 2],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['a sequence cut short at the end', [0x41, 0xe2, 0x82], 1],
  ])('finds %s where it starts', (_name, bytes, offset) => {
    const file = join(work.dir, `bytes-${offset}-${bytes.length}.txt`);
    writeFileSync(file, Buffer.from(bytes));
    expect(readUtf8(file)).toMatchObject({ ok: false, offset, line: 1, column: offset + 1 });
  });

  it('accepts every UTF-8 character, a BOM and CRLF line ends', () => {
    const file = join(work.dir, 'fine.txt');
    const text = '\uFEFF{"title": "Café, 𝄞, 日本"}\r\n';
    writeFileSync(file, text);
    expect(readUtf8(file)).toEqual({ ok: true, text });
  });
});

describe('symbolic links in a fixture folder', () => {
  it('lead to each file once, and the real file is the one kept', async () => {
    const dir = corpus('links', fixtureText);
    symlinkSync('..', join(dir, 'accelerate', 'loop'));
    symlinkSync(join(dir, 'accelerate'), join(dir, 'alias'));
    const { code, output } = await validate(dir);
    expect(output.findings).toEqual([]);
    expect(code).toBe(0);
    expect(output).toMatchObject({ fixtures: 1, valid: 1 });
    const real = join(dir, 'accelerate', `${ID}.json`);
    const found = [join(dir, 'accelerate', 'loop', 'accelerate', `${ID}.json`), join(dir, 'alias', `${ID}.json`), real];
    expect(uniqueByRealPath(found)).toEqual([real]);
  });
});
