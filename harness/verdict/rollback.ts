import { isDeepStrictEqual } from 'node:util';
import { child, pointer, valueAt } from '../pointer.js';
import { canonicalState, firstDifference } from './canonical.js';
import type { VerdictCheck } from './types.js';

/** 3. Every step observed as rejected, expected or not, leaves the whole state as it was before it (pay.rollback). */
export const checkRollback: VerdictCheck = ({ given, steps }) => {
  for (const [i, step] of steps.entries()) {
    if (step.outcome !== 'rejected') continue;
    const before = canonicalState(i === 0 ? given : (steps[i - 1]?.state ?? given));
    const after = canonicalState(step.state);
    if (isDeepStrictEqual(before, after)) continue;
    const where = pointer(...(firstDifference(before, after) ?? []));
    return {
      code: 'verdict/not-rolled-back',
      pointer: child('/then/steps', i),
      expected: valueAt(before, where),
      observed: valueAt(after, where),
      data: { step: i, where },
    };
  }
  return undefined;
};
