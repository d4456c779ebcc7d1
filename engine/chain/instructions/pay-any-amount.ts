import { fromCost, type CostAmounts } from '../../cost/amounts.js';
import { newRun, runPayment } from '../../pay/run.js';
import type { InstructionHandlers } from '../../rule-table.js';
import { reject } from '../../state/messages.js';
import { isRejection } from '../../state/session.js';
import { runInstructions } from './index.js';

/**
 * "Pay any amount of ... to ...": a cost within instructions paid as the ability or spell resolves, never in its total
 * (CR 204.3.b). The decision names X (0 allowed, INTERPRETING 4.10) and pays X times the unit cost; the `then`
 * instructions read that X.
 */
// cost.x-chosen-at-resolution, cost.x-read-by-the-effect
export const payAnyAmount: InstructionHandlers['pay-any-amount'] = (session, scope, instruction) => {
  const decision = session.decisions?.take('x-amount') ?? reject('decision/missing', { decision: 'x-amount' });
  if (isRejection(decision)) return decision;
  const x = decision.x;
  if (!Number.isInteger(x) || x < 0) return reject('decision/invalid', { decision: 'x-amount', found: String(x) });
  const run = newRun(scope.controller, times(fromCost(instruction.each), x), 'resolution');
  return runPayment(session, run, decision.payment) ?? runInstructions(session, { ...scope, x }, instruction.then);
};

/** The unit cost taken X times. */
function times(unit: CostAmounts, x: number): CostAmounts {
  const power = Object.fromEntries(
    Object.entries(unit.power)
      .map(([key, amount]) => [key, amount * x] as const)
      .filter(([, amount]) => amount !== 0),
  );
  return { ...unit, energy: unit.energy * x, power };
}
