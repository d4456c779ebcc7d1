import type { Decision } from '../../schemas/types/generated.js';
import { reject } from '../state/messages.js';
import type { DeepReadonly, Rejection } from '../state/types.js';

export type GameDecision = DeepReadonly<Decision>;

/**
 * The decisions scripted for a resolution, consumed in order (spec/INTERPRETING.md 4.5): a missing one gives
 * decision/missing, one of another type decision/invalid.
 */
export class DecisionQueue {
  private index = 0;

  constructor(private readonly list: readonly GameDecision[]) {}

  take<T extends GameDecision['type']>(type: T): Extract<GameDecision, { type: T }> | Rejection {
    const next = this.list[this.index];
    if (!next) return reject('decision/missing', { decision: type });
    if (next.type !== type) return reject('decision/invalid', { decision: type, found: next.type });
    this.index += 1;
    return next as Extract<GameDecision, { type: T }>;
  }
}
