import { child } from '../text/pointer.js';
import type { LintCheck } from './context.js';

/** Every Core Rules number in source.coreRules must exist in Core Rules v1.4 (spec/core-rules.json). */
export const checkCoreRules: LintCheck = ({ fixture, coreRules }) =>
  fixture.source.coreRules.flatMap((number, i) =>
    coreRules.has(number)
      ? []
      : [
          {
            code: 'fixture/unknown-core-rule' as const,
            pointer: child('/source/coreRules', i),
            data: { number, nearest: coreRules.nearest(number) },
          },
        ],
  );
