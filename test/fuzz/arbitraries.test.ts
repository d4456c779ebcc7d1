import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Capability } from '../../schemas/types/generated.js';
import { caseArbitrary, scenarioArbitrary } from '../../harness/fuzz/arbitraries/scenario.js';
import { reviewFixture } from '../../harness/fuzz/fixture/review.js';
import { fixtureFindings } from '../../harness/fuzz/fixture/write.js';
import { buildVocabulary } from '../../harness/fuzz/vocabulary.js';
import { CAPABILITIES } from '../../harness/load/lists.js';
import { validateDocument } from '../../harness/schema/validators.js';
import { judge } from '../../harness/verdict/index.js';
import reference from '../../engine/adapter.js';
import { catalogue } from './helpers.js';
import { effectiveCapabilities } from '../../harness/capabilities/aliases.js';
import { cases } from '../sampling.js';

const cards = catalogue();
const everything = buildVocabulary(cards, CAPABILITIES);

describe('generated scenarios', () => {
  it('are valid against schemas/scenario.schema.json', () => {
    fc.assert(
      fc.property(scenarioArbitrary(everything), (scenario) => {
        expect(validateDocument('scenario', scenario)).toEqual([]);
      }),
      { numRuns: cases(300) },
    );
  });

  it('make fixtures, with the reference observation as then, that pass the schema, the lint and the reference', () => {
    fc.assert(
      fc.property(caseArbitrary(everything), (generated) => {
        const observation = reference.run(generated.scenario);
        const fixture = reviewFixture({
          generated,
          reference: observation,
          adapter: undefined,
          divergence: { step: 0, aspect: 'outcome', pointer: '/steps/0/outcome', reference: null, adapter: null },
          reports: { totalCost: true, events: true },
          seed: 1,
          cards,
        });
        expect(fixtureFindings(fixture, cards)).toEqual([]);
        expect(judge(fixture, observation)).toBeUndefined();
      }),
      { numRuns: cases(150) },
    );
  });

  it('use only what the adapter can do: their requires are within its capabilities', () => {
    const capabilities = fc.subarray([...CAPABILITIES] as Capability[]);
    const withVocabulary = capabilities.chain((declared) => {
      const granted = [...effectiveCapabilities({ capabilities: declared, contract: 7 })];
      return caseArbitrary(buildVocabulary(cards, granted)).map((generated) => ({ granted, generated }));
    });
    fc.assert(
      fc.property(withVocabulary, ({ granted, generated }) => {
        expect(generated.requires.filter((capability) => !granted.includes(capability))).toEqual([]);
      }),
      { numRuns: cases(200) },
    );
  });

  it('play both legal and illegal payments', () => {
    const outcomes = fc
      .sample(caseArbitrary(everything), { seed: 3, numRuns: 200 })
      .flatMap((generated) => reference.run(generated.scenario).steps)
      .map((step) => (step.outcome === 'accepted' ? 'accepted' : step.code));
    expect(outcomes).toContain('accepted');
    expect(outcomes).toEqual(
      expect.arrayContaining([
        'payment/insufficient-energy',
        'payment/overpaid',
        'payment/rune-exhausted',
        'payment/ability-cost-unpayable',
        'payment/spell-not-allowed',
      ]),
    );
  });

  it('are the same for the same seed', () => {
    const sample = () => fc.sample(scenarioArbitrary(everything), { seed: 42, numRuns: 25 });
    expect(sample()).toEqual(sample());
  });
});
