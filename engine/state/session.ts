import { evolve } from '../evolve.js';
import type { RuleTable } from '../rule-table.js';
import type { DecisionQueue } from '../chain/decisions.js';
import type { TriggerCost } from '../../schemas/types/generated.js';
import type { CardIndex, DeepReadonly, EngineEvent, GameChainItem, GameState, Rejection } from './types.js';

/** What every rule function can reach: the rule table the engine is composed from, and the card catalogue. */
export interface EngineContext {
  readonly rules: RuleTable;
  readonly cards: CardIndex;
}

/**
 * One action being decided: the events emitted so far and the state they lead to. Every event goes through `emit`,
 * which applies it with `evolve` and lets the rules react (triggers). Local to one `decide` call: the state handed
 * in is never changed, and a rejected action simply drops its session (pay.rollback).
 */
export class Session {
  state: GameState;
  readonly events: EngineEvent[] = [];
  /** The first rejection raised where no caller can return it (a trigger's instruction); the action fails with it. */
  failure: Rejection | undefined = undefined;
  /** Triggered abilities waiting to be put on the chain once the current play or resolution is done (CR 383.4.b.2). */
  readonly pending: GameChainItem[] = [];
  /** The decisions of the spell resolving now, if any: triggers that fire during its resolution use them too. */
  decisions: DecisionQueue | undefined = undefined;
  /** The step's choices to pay or decline the costs of triggered abilities it puts on the chain (CR 404.2). */
  triggerCosts: readonly DeepReadonly<TriggerCost>[] = [];

  constructor(
    readonly context: EngineContext,
    state: GameState,
  ) {
    this.state = state;
  }

  get rules(): RuleTable {
    return this.context.rules;
  }

  emit(event: EngineEvent): void {
    this.state = evolve(this.state, event);
    this.events.push(event);
    this.context.rules.onEvent(this, event);
  }

  emitAll(events: readonly EngineEvent[]): void {
    for (const event of events) this.emit(event);
  }

  fail(rejection: Rejection): void {
    this.failure ??= rejection;
  }
}

export function isRejection(value: object): value is Rejection {
  return 'code' in value && 'detail' in value;
}
