import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import adapter from '../../engine/adapter.js';
import { buildScenario, loadFixtures } from './support/fixture-checker.js';

const capabilityList = JSON.parse(
  readFileSync(new URL('../../spec/lists/capabilities.schema.json', import.meta.url), 'utf8'),
) as {
  oneOf: { const: string }[];
};
const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

describe('the reference adapter', () => {
  it('describes itself: name, package version, language, parallel-safe, every capability of the closed list', () => {
    const implementation = adapter.describe();
    expect(implementation).toMatchObject({
      name: 'riftbound-reference',
      version: packageJson.version,
      language: 'TypeScript',
      parallelSafe: true,
    });
    expect([...implementation.capabilities].sort()).toEqual(capabilityList.oneOf.map((entry) => entry.const).sort());
  });

  it('runs a deep-frozen scenario without changing it, one step per action, each with the whole state', () => {
    const { fixture } = loadFixtures().find(({ fixture: f }) => f.id === 'flow-countered-by-abandon-is-banished') ?? {};
    if (!fixture) throw new Error('fixture missing');
    const scenario = buildScenario(fixture);
    const before = JSON.stringify(scenario);
    const observation = adapter.run(scenario);
    expect(JSON.stringify(scenario)).toBe(before);
    expect(observation.steps).toHaveLength(scenario.when.length);
    for (const step of observation.steps)
      expect(Object.keys(step.state).sort()).toEqual(['chain', 'effects', 'players', 'turn']);
  });

  it('reports a rejected step with its code, a sentence, no events and the state as it was', () => {
    const { fixture } = loadFixtures().find(({ fixture: f }) => f.id === 'cost-brazen-buccaneer-discount') ?? {};
    if (!fixture) throw new Error('fixture missing');
    const scenario = buildScenario({ ...fixture, when: [{ type: 'pass', player: 'p2' }] });
    const [step] = adapter.run(scenario).steps;
    expect(step).toMatchObject({ outcome: 'rejected', code: 'timing/no-priority', events: [] });
    expect(step?.detail).toMatch(/priority/);
    expect(JSON.stringify(step?.state.players)).toBe(JSON.stringify(scenario.given.players));
  });
});
