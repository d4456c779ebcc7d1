import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { globSync } from 'glob';
import { afterAll, describe, expect, it } from 'vitest';
import type { Report } from '../../schemas/types/generated.js';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import { packageRoot } from '../../harness/load/paths.js';
import { writeReport } from '../../harness/report/write.js';
import { writeReportFile } from '../../harness/reporters/shared/write-file.js';
import { CORPUS_DIR, ROOT, tempDir } from '../harness/helpers.js';

// The fs module write-file-atomic calls through (it reads fs.write at each call, so a replacement here reaches it).
const fs = createRequire(import.meta.url)('fs') as typeof import('node:fs');

const out = tempDir();
afterAll(out.remove);

/**
 * Runs `attempt` while every fs.write writes half of what it is given and then fails as a full disk would: the
 * write-file-atomic temporary file is left half written, and the write rejects.
 */
async function withFullDisk(attempt: () => Promise<unknown>): Promise<unknown> {
  const original = fs.write;
  const failing = (fd: number, data: unknown, ...rest: unknown[]) => {
    const callback = rest.pop() as (error: Error) => void;
    const text = typeof data === 'string' ? data : Buffer.from(data as Uint8Array).toString('utf8');
    fs.writeSync(fd, text.slice(0, Math.floor(text.length / 2)));
    callback(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
  };
  (fs as { write: unknown }).write = failing;
  try {
    return await attempt().then(
      () => undefined,
      (error: unknown) => error,
    );
  } finally {
    (fs as { write: unknown }).write = original;
  }
}

describe('reports are written atomically', () => {
  it('every file the harness writes goes through write-file-atomic, report files by a private folder', () => {
    const sources = globSync(['harness/**/*.ts'], { cwd: packageRoot });
    const direct = sources.filter((file) =>
      /\b(writeFileSync|appendFileSync|appendFile|createWriteStream|writeFile)\s*\(/.test(
        readFileSync(join(packageRoot, file), 'utf8'),
      ),
    );
    expect(direct).toEqual([]);
    const atomic = sources.filter((file) =>
      readFileSync(join(packageRoot, file), 'utf8').includes("from 'write-file-atomic'"),
    );
    expect(atomic).toEqual(expect.arrayContaining(['harness/report/place-file.ts', 'harness/report/report-set.ts']));
    // Report files are written by the one helper that stages them where no link can be planted (place-file.ts).
    for (const file of ['harness/report/write.ts', 'harness/reporters/shared/write-file.ts'])
      expect(readFileSync(join(packageRoot, file), 'utf8')).toContain('/place-file.js');
  });

  it('a write that fails midway leaves the previous report.json intact, and no partial file behind', async () => {
    const dir = join(out.dir, 'report');
    const code = await main(
      [
        'run',
        '--fixtures',
        CORPUS_DIR,
        '--adapter',
        './test/harness/adapters/replay.ts',
        '--out',
        dir,
        '--reporter',
        'json',
      ],
      bufferedIo(),
      ROOT,
    );
    expect(code).toBe(0);
    const before = readFileSync(join(dir, 'report.json'), 'utf8');
    const report = JSON.parse(before) as Report;
    const error = await withFullDisk(() => writeReport({ ...report, command: 'a second run' }, dir));
    expect(error).toMatchObject({ code: 'ENOSPC' });
    expect(readFileSync(join(dir, 'report.json'), 'utf8')).toBe(before);
    expect(readdirSync(dir).sort()).toEqual(['.riftbound-conformance.json', 'report.json']);
  });

  it('so does a report file of a reporter', async () => {
    const dir = join(out.dir, 'reporter');
    const context = { io: bufferedIo(), outDir: dir, cwd: out.dir };
    await writeReportFile(context, 'summary.md', '# the previous summary\n');
    const error = await withFullDisk(() =>
      writeReportFile(context, 'summary.md', `# a new summary\n${'x'.repeat(10_000)}`),
    );
    expect(error).toMatchObject({ code: 'ENOSPC' });
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toBe('# the previous summary\n');
    expect(readdirSync(dir)).toEqual(['summary.md']);
  });
});
