import { child } from '../text/pointer.js';
import type { VerdictCheck } from './types.js';

function detailOf(detail: string | undefined): string {
  return detail === undefined ? '' : `: ${detail}`;
}

/** 1. Each step is accepted or rejected as the fixture states. */
export const checkOutcome: VerdictCheck = ({ fixture, steps }) => {
  for (const [i, expected] of fixture.then.steps.entries()) {
    const observed = steps[i];
    if (observed && observed.outcome !== expected.outcome) {
      return {
        code: 'verdict/outcome',
        pointer: child('/then/steps', i, 'outcome'),
        expected: expected.outcome,
        observed: observed.outcome,
        data: {
          step: i,
          expected: expected.outcome,
          observed: observed.outcome,
          rules: fixture.rules.join(', '),
          ...(observed.code === undefined ? {} : { reason: `${observed.code}${detailOf(observed.detail)}` }),
        },
      };
    }
  }
  return undefined;
};
