import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAdapter } from '../../harness/adapters/registry.js';
import { CAPABILITY_ALIASES } from '../../harness/capabilities/aliases.js';
import { CAPABILITIES } from '../../harness/load/lists.js';
import { buildScenario } from '../../harness/scenario/build.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { ROOT } from '../protocol/cli-helpers.js';
import { withoutFigureMarkers } from '../../scripts/figures/fill.js';

const doc = withoutFigureMarkers(readFileSync(join(ROOT, 'docs/ADAPTERS.md'), 'utf8'));
const corpus = loadCorpus({ cwd: ROOT });

/** The capability table of docs/ADAPTERS.md: capability and the count it states, in row order. */
function tableCounts(): [string, number][] {
  return [...doc.matchAll(/^\| `([a-z]+(?:\.[a-z-]+)+)` +\|[^|]+\| +(\d+) \|$/gm)].map((m) => [
    m[1] ?? '',
    Number(m[2]),
  ]);
}

/** The state the payment section shows after its example step, parsed from its JSON block. */
function paymentExample(): { id: string; state: Record<string, unknown> } {
  const section = doc.slice(doc.indexOf('## How a payment changes the state'));
  const id = /For example, `([a-z0-9-]+)`/u.exec(section)?.[1] ?? '';
  const block = /```json\n([\s\S]*?)```/u.exec(section)?.[1] ?? '';
  return { id, state: JSON.parse(`{${block}}`) as Record<string, unknown> };
}

describe('docs/ADAPTERS.md', () => {
  it('shows, in its payment section, the state the reference engine leaves after the example step', async () => {
    const { id, state } = paymentExample();
    const loaded = corpus.fixtures.find((candidate) => candidate.fixture.id === id);
    if (!loaded) throw new Error(`docs/ADAPTERS.md names ${id}, which is not a fixture`);
    const adapter = await loadAdapter('reference');
    const observation = await adapter.run(buildScenario(loaded.fixture, corpus.cards));
    if (!('steps' in observation)) throw new Error('the reference engine skipped the example');
    const after = observation.steps[0]?.state.players.p1;
    expect({ runes: after?.runes, runeDeck: after?.runeDeck, pool: after?.pool }).toEqual(state);
  });

  it('lists every capability of the closed list once, in list order', () => {
    expect(tableCounts().map(([capability]) => capability)).toEqual([...CAPABILITIES]);
  });

  it('states, per capability, how many fixtures of the corpus require it, or for an alias any of its own', () => {
    const actual = CAPABILITIES.map((capability) => {
      const finer: readonly string[] = CAPABILITY_ALIASES[capability] ?? [capability];
      return [
        capability,
        corpus.fixtures.filter((loaded) => loaded.fixture.requires.some((r) => finer.includes(r))).length,
      ];
    });
    expect(tableCounts()).toEqual(actual);
  });

  it('states how many fixtures require no capability, of how many', () => {
    const none = corpus.fixtures.filter((loaded) => loaded.fixture.requires.length === 0).length;
    expect(doc).toContain(`**${none}** of the ${corpus.fixtures.length} fixtures require none`);
  });

  it('is linked from the README', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain('(docs/ADAPTERS.md)');
  });
});
