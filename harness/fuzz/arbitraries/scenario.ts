import type fc from 'fast-check';
import type { Scenario } from '../../../schemas/types/generated.js';
import { buildCase, type FuzzCase } from '../build/case.js';
import type { Vocabulary } from '../vocabulary.js';
import { recipeArbitrary } from './recipe.js';

/** Generated scenarios with what a fixture written from them needs; they shrink through their recipe. */
export function caseArbitrary(vocabulary: Vocabulary): fc.Arbitrary<FuzzCase> {
  return recipeArbitrary(vocabulary).map((recipe) => buildCase(recipe, vocabulary));
}

/** Generated scenarios, as an adapter receives them: valid against schemas/scenario.schema.json. */
export function scenarioArbitrary(vocabulary: Vocabulary): fc.Arbitrary<Scenario> {
  return caseArbitrary(vocabulary).map((generated) => generated.scenario);
}
