import type { Fixture } from '../../schemas/types/generated.js';
import type { FindingDraft } from '../messages/findings.js';
import type { LintContext } from '../lint/context.js';
import { schemaFindings } from '../schema/errors.js';
import { validateDocument } from '../schema/validators.js';
import { coreRules } from './core-rules.js';
import { rulesIndex } from './rules-index.js';

/** What the lint checks references against: the rule IDs of spec/rules.json and the Core Rules numbers. */
export function lintReferences(): Pick<LintContext, 'ruleIds' | 'coreRules'> {
  return { ruleIds: new Set(rulesIndex().rules.map((rule) => rule.id)), coreRules: coreRules() };
}

/**
 * The schema findings of a fixture. A source without coreRules gets its own code, whose message says what to cite;
 * every other schema error is fixture/schema.
 */
export function fixtureSchemaFindings(value: unknown): FindingDraft[] {
  return schemaFindings('fixture/schema', validateDocument('fixture', value), value).map((finding) =>
    finding.pointer === '/source' &&
    finding.data?.keyword === 'required' &&
    finding.data.missingProperty === 'coreRules'
      ? { code: 'fixture/missing-core-rules', pointer: '/source/coreRules', data: { id: (value as Fixture).id } }
      : finding,
  );
}
