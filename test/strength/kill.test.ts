import { beforeAll, describe, expect, it } from 'vitest';
import { MUTANTS, mutantAdapter } from '../../mutants/index.js';
import type { LoadedFixture } from '../../harness/load/corpus.js';
import { measureMutant } from '../../harness/strength/measure.js';
import { corpusRun, sharedCorpus } from '../corpus-runs.js';

const corpus = sharedCorpus();
let passing: LoadedFixture[] = [];

beforeAll(async () => {
  // The reference engine's run of the corpus, shared with the other files that read it (test/corpus-runs.ts).
  const { results } = await corpusRun('reference');
  passing = results.filter((result) => result.status === 'pass').map((result) => result.loaded);
});

describe('the corpus kills every semantic mutant', () => {
  it('is a valid corpus that passes on the reference engine', () => {
    expect(corpus.findings).toEqual([]);
    expect(passing.length).toBe(corpus.fixtures.length);
  });

  it.each(MUTANTS.map((mutant) => [mutant.id, mutant] as const))(
    '%s differs from the reference engine on at least one fixture',
    async (id, mutant) => {
      const verdict = await measureMutant(
        {
          name: `mutant:${id}`,
          id,
          rule: mutant.rule,
          description: mutant.description,
          load: () => mutantAdapter(mutant),
        },
        passing,
        corpus.cards,
        { timeoutMs: 10_000, firstKill: true },
      );
      expect(verdict.status, `no fixture kills mutant:${id} (${mutant.rule}): ${mutant.description}`).toBe('killed');
    },
  );
});
