import type { RulesIndex } from '../../schemas/types/generated.js';
import { generatedPackageDocument } from './package-document.js';

let cached: RulesIndex | undefined;

/** The rules index, spec/rules.json, validated once against schemas/rules.schema.json. */
export function rulesIndex(): RulesIndex {
  cached ??= generatedPackageDocument('rules', 'spec', 'rules.json') as RulesIndex;
  return cached;
}
