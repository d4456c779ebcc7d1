import type { Instruction } from '../../../schemas/types/generated.js';
import type { InstructionScope } from '../../rule-table.js';
import { assertNever } from '../../state/assert.js';
import type { Session } from '../../state/session.js';
import type { DeepReadonly, Rejection } from '../../state/types.js';

/** Runs one instruction with the rule table's handler for its kind. */
export function runInstruction(
  session: Session,
  scope: InstructionScope,
  instruction: DeepReadonly<Instruction>,
): Rejection | undefined {
  const handlers = session.rules.instructions;
  switch (instruction.do) {
    case 'draw':
      return handlers.draw(session, scope, instruction);
    case 'move':
      return handlers.move(session, scope, instruction);
    case 'ready':
      return handlers.ready(session, scope, instruction);
    case 'counter':
      return handlers.counter(session, scope, instruction);
    case 'return-self-to-hand':
      return handlers['return-self-to-hand'](session, scope, instruction);
    case 'add':
      return handlers.add(session, scope, instruction);
    case 'predict':
      return handlers.predict(session, scope, instruction);
    case 'optional-payment':
      return handlers['optional-payment'](session, scope, instruction);
    case 'pay-any-amount':
      return handlers['pay-any-amount'](session, scope, instruction);
    case 'new-targets':
      return handlers['new-targets'](session, scope, instruction);
    case 'attach-self':
      return handlers['attach-self'](session, scope, instruction);
    case 'empower-self':
      return handlers['empower-self'](session, scope, instruction);
    default:
      return assertNever(instruction);
  }
}

/** Runs instructions in order; the first failure (or a trigger's failure) stops them. */
export function runInstructions(
  session: Session,
  scope: InstructionScope,
  instructions: readonly DeepReadonly<Instruction>[],
): Rejection | undefined {
  for (const instruction of instructions) {
    const failed = runInstruction(session, scope, instruction) ?? session.failure;
    if (failed) return failed;
  }
  return undefined;
}
