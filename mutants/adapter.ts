import type { Implementation, Observation, QueryReply, Scenario } from '../schemas/types/generated.js';
import type { QueryRequest } from '../engine/query/request.js';
import reference from '../engine/adapter.js';
import { createEngine } from '../engine/index.js';
import type { Mutant } from './types.js';

/** The prefix of a mutant's adapter name: `mutant:<id>`. */
export const MUTANT_ADAPTER_PREFIX = 'mutant:';

/** An in-process adapter whose engine is the mutant: the reference engine's capabilities, under the name `mutant:<id>`. */
export interface MutantAdapter {
  describe(): Implementation;
  run(scenario: Readonly<Scenario>): Observation;
  query(request: QueryRequest): QueryReply;
}

/** The in-process adapter of a mutant: the same adapter as the reference engine's, over the mutated rule table. */
export function mutantAdapter(mutant: Mutant): MutantAdapter {
  const engine = createEngine(mutant.overrides);
  return {
    describe: () => ({ ...reference.describe(), name: `${MUTANT_ADAPTER_PREFIX}${mutant.id}` }),
    run: (scenario) => engine.run(scenario),
    query: (request) => engine.query(request.scenario, request.queries),
  };
}
