import { child } from '../text/pointer.js';
import type { VerdictCheck } from './types.js';

/** 2. A rejected step comes with the expected rejection code (for an adapter that reports codes). */
export const checkCode: VerdictCheck = ({ fixture, steps, scope }) => {
  if (scope?.codes === false) return undefined;
  for (const [i, expected] of fixture.then.steps.entries()) {
    const observed = steps[i];
    if (expected.outcome === 'rejected' && observed?.outcome === 'rejected' && observed.code !== expected.code) {
      return {
        code: 'verdict/code',
        pointer: child('/then/steps', i, 'code'),
        expected: expected.code,
        observed: observed.code,
        data: { step: i, expected: expected.code, observed: observed.code },
      };
    }
  }
  return undefined;
};
