import type { FindingDraft } from '../messages/findings.js';
import { child } from '../text/pointer.js';
import type { LintCheck } from './context.js';

/** Rule IDs in rules and contrasts must exist in spec/rules.json; a contrast must name one of the fixture's rules. */
export const checkRules: LintCheck = ({ fixture, ruleIds }) => {
  const unknown: FindingDraft[] = fixture.rules.flatMap((rule, i) =>
    ruleIds.has(rule) ? [] : [{ code: 'fixture/unknown-rule', pointer: child('/rules', i), data: { rule } }],
  );
  const contrasts = (fixture.contrasts ?? []).flatMap((contrast, i): FindingDraft[] => {
    const at = child('/contrasts', i, 'rule');
    if (!ruleIds.has(contrast.rule))
      return [{ code: 'fixture/unknown-rule', pointer: at, data: { rule: contrast.rule } }];
    if (!fixture.rules.includes(contrast.rule))
      return [{ code: 'fixture/contrast-not-in-rules', pointer: at, data: { rule: contrast.rule } }];
    return [];
  });
  return [...unknown, ...contrasts];
};
