import type { FindingDraft } from '../messages/findings.js';
import { cachedLint } from './cache.js';
import { checkCards } from './cards.js';
import type { LintCheck, LintContext } from './context.js';
import { checkCoreRules } from './core-rules.js';
import { checkDecisions } from './decisions.js';
import { checkDuplicateInstances, checkUnknownInstances } from './instances.js';
import { checkUnknownPlayers } from './players.js';
import { checkRequirements } from './requirements.js';
import { checkReachableGiven } from './reachable.js';
import { checkRules } from './rules.js';
import { checkStepCount } from './steps.js';
import { checkTransforms } from './transforms.js';

/** The semantic checks of one fixture, in the order their findings are listed. */
const CHECKS: readonly LintCheck[] = [
  checkRules,
  checkCoreRules,
  checkCards,
  checkDuplicateInstances,
  checkUnknownInstances,
  checkUnknownPlayers,
  checkStepCount,
  checkDecisions,
  checkRequirements,
  checkTransforms,
  checkReachableGiven,
];

function runChecks(context: LintContext): FindingDraft[] {
  return CHECKS.flatMap((check) => check(context));
}

/** Runs every semantic check on one schema-valid fixture (once per content and context in a process: lint/cache.ts). */
export function lintFixture(context: LintContext): FindingDraft[] {
  return cachedLint(context, runChecks);
}
