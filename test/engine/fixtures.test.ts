import { describe, expect, it } from 'vitest';
import adapter from '../../engine/adapter.js';
import { buildScenario, divergences, loadFixtures } from './support/fixture-checker.js';

const corpus = loadFixtures();

describe('the fixture corpus through the reference adapter', () => {
  it('holds the first fixtures of every chapter', () => {
    const ids = corpus.map(({ fixture }) => fixture.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'accelerate-legion-rearguard-enters-ready',
        'cost-brazen-buccaneer-discount',
        'deflect-same-unit-chosen-twice',
        'flow-countered-by-abandon-is-banished',
        'pool-empties-at-main-start-for-every-player',
      ]),
    );
  });

  it.each(corpus.map(({ fixture }) => [fixture.id, fixture] as const))('%s', (_id, fixture) => {
    const observation = adapter.run(buildScenario(fixture));
    expect(divergences(fixture, observation)).toEqual([]);
  });
});
