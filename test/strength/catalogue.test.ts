import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RulesIndex } from '../../schemas/types/generated.js';
import { MUTANTS, type Mutant } from '../../mutants/index.js';
import { listMutants, loadAdapter } from '../../harness/adapters/registry.js';
import { describeAdapter } from '../../harness/adapters/describe.js';
import { readPackageJson } from '../../harness/load/paths.js';

const MUTANTS_DIR = fileURLToPath(new URL('../../mutants', import.meta.url));
const rules = (readPackageJson('spec', 'rules.json') as RulesIndex).rules;
const chapters = [...new Set(rules.map((rule) => rule.chapter))];

/** Every mutant file, mutants/<chapter>/<id>.ts, with its default export. */
async function mutantFiles(): Promise<{ chapter: string; id: string; mutant: Mutant }[]> {
  const files = chapters.flatMap((chapter) =>
    readdirSync(`${MUTANTS_DIR}/${chapter}`)
      .filter((name) => name.endsWith('.ts'))
      .map((name) => ({ chapter, id: name.replace(/\.ts$/, '') })),
  );
  return Promise.all(
    files.map(async (file) => {
      const module = (await import(`${MUTANTS_DIR}/${file.chapter}/${file.id}.ts`)) as { default: Mutant };
      return { ...file, mutant: module.default };
    }),
  );
}

describe('the catalogue of semantic mutants', () => {
  it('has at least one mutant per rule ID of spec/rules.json, and at least 64 in all', () => {
    const misread = new Set(MUTANTS.map((mutant) => mutant.rule));
    expect(rules.filter((rule) => !misread.has(rule.id)).map((rule) => rule.id)).toEqual([]);
    expect(MUTANTS.length).toBeGreaterThanOrEqual(Math.max(64, rules.length));
  });

  it('names an existing rule ID in every mutant', () => {
    const ids = new Set(rules.map((rule) => rule.id));
    expect(MUTANTS.filter((mutant) => !ids.has(mutant.rule)).map((mutant) => mutant.id)).toEqual([]);
  });

  it('has unique mutant IDs', () => {
    const seen = new Set<string>();
    const duplicates = MUTANTS.filter((mutant) => seen.size === seen.add(mutant.id).size);
    expect(duplicates.map((mutant) => mutant.id)).toEqual([]);
  });

  it('describes each misreading and overrides at least one rule-table entry', () => {
    for (const mutant of MUTANTS) {
      expect(mutant.id, mutant.id).toMatch(/^[a-z]+(-[a-z0-9]+)+$/);
      expect(mutant.description.length, mutant.id).toBeGreaterThan(20);
      expect(Object.keys(mutant.overrides).length, mutant.id).toBeGreaterThan(0);
    }
  });

  it('is listed in mutants/README.md, every mutant with its rule', () => {
    const readme = readFileSync(`${MUTANTS_DIR}/README.md`, 'utf8');
    const missing = MUTANTS.filter(
      (mutant) => !new RegExp(`\\| \`${mutant.id}\` +\\| \`${mutant.rule}\``).test(readme),
    );
    expect(missing.map((mutant) => mutant.id)).toEqual([]);
  });

  it('lists every file of mutants/<chapter>/ in the one array, each named after its ID and filed under its rule chapter', async () => {
    const files = await mutantFiles();
    expect(files.map((file) => file.mutant.id)).toEqual(files.map((file) => file.id));
    expect(files.filter((file) => !file.mutant.rule.startsWith(`${file.chapter}.`)).map((file) => file.id)).toEqual([]);
    expect(files.filter((file) => !file.id.startsWith(`${file.chapter}-`)).map((file) => file.id)).toEqual([]);
    expect(new Set(MUTANTS)).toEqual(new Set(files.map((file) => file.mutant)));
  });
});

describe('mutant adapters in the registry', () => {
  it('registers every mutant as mutant:<id>, an in-process adapter with the reference capabilities', async () => {
    const listed = await listMutants();
    expect(listed.map((entry) => entry.name)).toEqual(MUTANTS.map((mutant) => `mutant:${mutant.id}`));
    const reference = await describeAdapter(await loadAdapter('reference'));
    const adapter = await loadAdapter('mutant:deflect-ignored');
    expect(await describeAdapter(adapter)).toMatchObject({
      name: 'mutant:deflect-ignored',
      capabilities: reference.capabilities,
      parallelSafe: true,
    });
  });

  it('refuses an unknown mutant name with the valid names', async () => {
    const error = await loadAdapter('mutant:no-such-mutant').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'usage/unknown-adapter', data: { name: 'mutant:no-such-mutant' } });
    expect((error as { data: { valid: string[] } }).data.valid).toContain('mutant:deflect-ignored');
  });
});
