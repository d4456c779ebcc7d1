import fc from 'fast-check';
/**
 * The properties of the loader and the validator: random bytes, JSON, catalogues and mutated fixtures give coded
 * findings and never a throw. Run with a sample of the cases in the fast tests (loader.test.ts) and with all of them
 * in the slow ones (loader-all.test.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Implementation } from '../../schemas/types/generated.js';
import { STATUSES } from '../../harness/load/lists.js';
import { usefulErrors, schemaFindings } from '../../harness/schema/errors.js';
import { DOCUMENT_SCHEMAS, validateDocument, type DocumentKind } from '../../harness/schema/validators.js';
import { runFixtures } from '../../harness/run/run-fixtures.js';
import reference from '../../engine/adapter.js';
import { mutatedFixtureArbitrary, realFixtures } from './mutations.js';
import { allCoded, ScratchCorpus } from './support.js';

/**
 * fast-check prints the seed and path of a failure. To rerun it: FC_SEED=<seed> FC_PATH=<path> npx vitest run
 * --project slow test/robustness/loader-all.test.ts, or --project fast test/robustness/loader.test.ts for a failure
 * of the fast sample (FC_SEED alone replays the whole run of that seed).
 */
const replay = {
  ...(process.env.FC_SEED === undefined ? {} : { seed: Number(process.env.FC_SEED) }),
  ...(process.env.FC_PATH === undefined ? {} : { path: process.env.FC_PATH }),
};
const implementation: Implementation = reference.describe();

/** A fixture-shaped document: the fixture's keys, each with a random JSON value. */
const fixtureShaped = fc.record(
  {
    $schema: fc.jsonValue(),
    id: fc.oneof(fc.constant('pay-random-fixture'), fc.jsonValue()),
    title: fc.jsonValue(),
    rules: fc.jsonValue(),
    requires: fc.jsonValue(),
    source: fc.jsonValue(),
    given: fc.jsonValue(),
    when: fc.jsonValue(),
    then: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

/** The number of random cases of each property: all of them, or a part of them (`share` of 1 is all). */
export function describeLoaderProperties(share: number): void {
  const runs = (all: number): number => Math.max(1, Math.round(all * share));
  const scratch = new ScratchCorpus();
  afterAll(() => {
    scratch.remove();
  });
  const fixtures = realFixtures();
  describe(`the loader and the validator never throw (${share === 1 ? 'every case' : 'a sample of the cases'})`, () => {
    it('random bytes give coded findings, and no fixture', () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
          const corpus = scratch.load('pay/pay-random-bytes.json', bytes);
          expect(corpus.fixtures).toEqual([]);
          expect(corpus.findings.length).toBeGreaterThan(0);
          expect(allCoded(corpus.findings)).toBe(true);
        }),
        { numRuns: runs(150), ...replay },
      );
    });

    it('random JSON, and random values under a fixture’s keys, give coded findings, and no fixture', () => {
      fc.assert(
        fc.property(fc.oneof(fc.jsonValue(), fixtureShaped), (value) => {
          const corpus = scratch.load('pay/pay-random-fixture.json', JSON.stringify(value));
          expect(corpus.fixtures).toEqual([]);
          expect(corpus.findings.length).toBeGreaterThan(0);
          expect(allCoded(corpus.findings)).toBe(true);
        }),
        { numRuns: runs(200), ...replay },
      );
    });

    it('a random catalogue gives coded findings, and nothing runs', () => {
      const [first] = fixtures;
      if (!first) throw new Error('the corpus is empty');
      const catalogueText = fc.oneof(
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc.string(),
      );
      fc.assert(
        fc.property(catalogueText, (text) => {
          const files = {
            [`${first.chapter}/${first.name}`]: JSON.stringify(first.value),
            'cards/catalogue.json': text,
          };
          const corpus = scratch.loadFiles(files, `${scratch.dir}/cards/catalogue.json`);
          expect(corpus.fixtures).toEqual([]);
          expect(corpus.findings.length).toBeGreaterThan(0);
          expect(allCoded(corpus.findings)).toBe(true);
        }),
        { numRuns: runs(60), ...replay },
      );
    });

    it('random mutations of real fixtures give coded findings, or a valid fixture that runs to a verdict', async () => {
      await fc.assert(
        fc.asyncProperty(mutatedFixtureArbitrary(fixtures), async ({ fixture, text }) => {
          const corpus = scratch.load(`${fixture.chapter}/${fixture.name}`, text);
          expect(allCoded(corpus.findings)).toBe(true);
          expect(corpus.fixtures.length + (corpus.findings.length > 0 ? 1 : 0)).toBe(1);
          const results = await runFixtures(corpus.fixtures, {
            adapter: reference,
            implementation,
            cards: corpus.cards,
            timeoutMs: 10_000,
          });
          for (const result of results) {
            expect(STATUSES).toContain(result.status);
            // The reference engine never throws on a valid fixture: a mutation gives a verdict, never an error.
            expect(['pass', 'fail', 'not-applicable']).toContain(result.status);
          }
        }),
        { numRuns: runs(300), ...replay },
      );
    });

    it('every document validator returns errors as data for any value, and they become coded findings', () => {
      const kinds = Object.keys(DOCUMENT_SCHEMAS) as DocumentKind[];
      fc.assert(
        fc.property(fc.constantFrom(...kinds), fc.jsonValue(), (kind, value) => {
          const errors = validateDocument(kind, value);
          expect(Array.isArray(errors)).toBe(true);
          const findings = schemaFindings('fixture/schema', usefulErrors(errors), value);
          expect(findings.every((finding) => finding.code === 'fixture/schema')).toBe(true);
        }),
        { numRuns: runs(300), ...replay },
      );
    });
  });
}
