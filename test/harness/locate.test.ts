/** Finding fixture files with glob: JSON files only, the catalogue folder left out, symlinked folders not crawled. */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { locateCorpus } from '../../harness/load/files.js';

const root = mkdtempSync(join(tmpdir(), 'rb-locate-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

mkdirSync(join(root, 'pay', 'sub.json'), { recursive: true }); // a folder named like a fixture
mkdirSync(join(root, 'cards'));
writeFileSync(join(root, 'pay', 'pay-a.json'), '{}');
writeFileSync(join(root, 'cards', 'catalogue.json'), '{}');
symlinkSync('..', join(root, 'pay', 'loop'));
symlinkSync(join(root, 'pay'), join(root, 'pay-again'));

describe('locating a corpus folder', () => {
  it('finds each fixture file once, even through a symlinked folder loop', () => {
    const located = locateCorpus({ fixtures: root });
    expect(located.fixtureFiles).toEqual([join(root, 'pay', 'pay-a.json')]);
    expect(located.cataloguePath).toBe(join(root, 'cards', 'catalogue.json'));
  });

  it('takes a glob relative to cwd', () => {
    const located = locateCorpus({ fixtures: 'pay/*.json', cwd: root });
    expect(located.fixtureFiles).toEqual([join(root, 'pay', 'pay-a.json')]);
  });
});
