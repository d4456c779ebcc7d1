import type { RulesIndex } from '../../schemas/types/generated.js';
import { readPackageJson } from '../paths.js';
import { validateDocument } from '../schema/validators.js';

let cached: RulesIndex | undefined;

/** The rules index, spec/rules.json, validated once against schemas/rules.schema.json. */
export function rulesIndex(): RulesIndex {
  if (cached) return cached;
  const value = readPackageJson('spec', 'rules.json');
  const errors = validateDocument('rules', value);
  if (errors.length > 0)
    throw new Error(`spec/rules.json breaks rules.schema.json; run npm run generate (${JSON.stringify(errors[0])})`);
  cached = value as RulesIndex;
  return cached;
}
