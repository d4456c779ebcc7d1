import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import reference from '../../engine/adapter.js';
import {
  applyEnginePatch,
  checkoutRoot,
  PatchError,
  readEngineSources,
  sourcePatchAdapter,
} from '../../mutants/source/index.js';
import { listPatchMutants, loadAdapter } from '../../harness/adapters/registry.js';
import type { Scenario } from '../../schemas/types/generated.js';

const root = checkoutRoot();
const FILE = 'engine/pay/sources.ts';
const LINE = "  return source === 'energy';";

/** A one-line bug in the engine's source: universal power pays energy too. */
function universalPaysEnergy(): string {
  const before = readFileSync(join(root, FILE), 'utf8');
  expect(before).toContain(LINE);
  const after = before.replace(LINE, "  return source === 'energy' || source === 'universal';");
  return createTwoFilesPatch(`a/${FILE}`, `b/${FILE}`, before, after);
}

/** A 1-energy gear paid with 1 universal power from the pool. */
const scenario: Scenario = {
  id: 'patch-runner-universal-for-energy',
  title: 'a 1-energy gear paid with universal power',
  rules: ['pay.energy-is-not-power'],
  requires: [],
  cards: [
    { id: 'TST-G1', name: 'Test Gear', type: 'gear', domains: [], synthetic: true, text: '', cost: { energy: 1 } },
  ],
  given: {
    turn: { number: 1, activePlayer: 'p1', phase: 'main', priority: 'p1' },
    players: { p1: { hand: [{ id: 'g1', card: 'TST-G1' }], pool: { universal: 1 } }, p2: {} },
  },
  when: [{ type: 'play', player: 'p1', card: 'g1', payment: [{ type: 'spend', resources: { universal: 1 } }] }],
};

const leftovers = () => readdirSync(tmpdir()).filter((name) => name.startsWith('riftbound-patch-'));

describe('patch mutants: a diff against engine/, built and loaded as an adapter', () => {
  it('loads the patched engine, which behaves differently from the reference on the same scenario', async () => {
    const before = leftovers();
    const adapter = await sourcePatchAdapter('universal-pays-energy', universalPaysEnergy(), root);
    expect(leftovers()).toEqual(before);
    expect(adapter.describe().name).toBe('patch:universal-pays-energy');
    const [expected] = reference.run(scenario).steps;
    const [patched] = adapter.run(scenario).steps;
    expect(expected).toMatchObject({ outcome: 'rejected', code: 'payment/overpaid' });
    expect(patched?.outcome).toBe('accepted');
  });

  it('refuses a patch that no longer applies, naming the patch, the file and what to do', async () => {
    const stale = universalPaysEnergy().replace(LINE, "  return source === 'energy'; // changed since");
    expect(() => applyEnginePatch('mutants/source/stale.patch', stale, readEngineSources(root))).toThrow(PatchError);
    const error = await sourcePatchAdapter('stale', stale, root).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PatchError);
    expect((error as Error).message).toMatch(/patch stale no longer applies to engine\/pay\/sources\.ts: hunk 1/);
    expect((error as Error).message).toMatch(/refresh the patch's context/);
  });

  it('refuses a patch of a file outside engine/', () => {
    const diff = createTwoFilesPatch('a/harness/index.ts', 'b/harness/index.ts', 'a\n', 'b\n');
    expect(() => applyEnginePatch('x.patch', diff, readEngineSources(root))).toThrow(/not a source file of engine\//);
  });

  it('registers each patch mutant of mutants/source/ as patch:<id>, loaded on demand', async () => {
    const patches = await listPatchMutants();
    expect(patches.map((patch) => patch.name)).toContain('patch:pool-universal-survives-emptying');
    const adapter = await loadAdapter('patch:pool-universal-survives-emptying');
    expect(await adapter.describe()).toMatchObject({ name: 'patch:pool-universal-survives-emptying' });
  });

  it('names an unknown patch mutant with the valid ones', async () => {
    await expect(loadAdapter('patch:no-such-patch')).rejects.toThrow(/no adapter named "patch:no-such-patch"/);
  });
});
