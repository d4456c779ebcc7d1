import type { ActionDeciders } from '../rule-table.js';
import { reject } from '../state/messages.js';
import { refuse } from '../state/results.js';

/** An optional cost can be chosen only while its card is being played: afterwards the window is closed. */
// accelerate.only-while-playing, cost.optional-commitment
export const decideChooseOptionalCost: ActionDeciders['choose-optional-cost'] = (_state, action, context) =>
  refuse(context, reject('cost/window-closed', { ref: action.card }));
