import type { CoreRulesScope } from '../../schemas/types/generated.js';
import { coreRulesList } from '../load/core-rules.js';
import { generatedPackageDocument } from '../load/package-document.js';
import { computeCoreRulesCoverage, type CoreRuleCiting, type CoreRulesCoverage } from './core-rules.js';

let cached: CoreRulesScope | undefined;

/** The scope of coverage by Core Rules number, spec/core-rules-scope.json, validated once against its schema. */
export function coreRulesScope(): CoreRulesScope {
  cached ??= generatedPackageDocument('coreRulesScope', 'spec', 'core-rules-scope.json') as CoreRulesScope;
  return cached;
}

/** Coverage by Core Rules number of the package's scope, for fixtures (or results) and the numbers they cite. */
export function projectCoreRulesCoverage(citing: readonly CoreRuleCiting[]): CoreRulesCoverage {
  return computeCoreRulesCoverage(citing, coreRulesList(), coreRulesScope());
}
