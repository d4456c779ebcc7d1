import { child } from '../text/pointer.js';
import { amountAt, firstAmountDifference, sparseAmounts } from './amounts.js';
import type { VerdictCheck } from './types.js';

/** 4. The observed total cost equals the expected one exactly, a missing amount read as 0. */
export const checkTotalCost: VerdictCheck = ({ fixture, steps }) => {
  for (const [i, expected] of fixture.then.steps.entries()) {
    if (expected.totalCost === undefined) continue;
    const at = child('/then/steps', i, 'totalCost');
    const observed = steps[i]?.totalCost;
    if (observed === undefined) {
      return {
        code: 'verdict/total-cost',
        pointer: at,
        expected: expected.totalCost,
        observed: undefined,
        data: { step: i, missing: true },
      };
    }
    const tokens = firstAmountDifference(expected.totalCost, observed);
    if (tokens) {
      return {
        code: 'verdict/total-cost',
        pointer: child(at, ...tokens),
        expected: sparseAmounts(expected.totalCost),
        observed: sparseAmounts(observed),
        data: {
          step: i,
          amount: tokens.join('/'),
          expected: amountAt(expected.totalCost, tokens),
          observed: amountAt(observed, tokens),
        },
      };
    }
  }
  return undefined;
};
