import type { CostStage, GameState } from '../../engine/index.js';

/** The state without the effects that grant this keyword: what an engine sees that reads keywords off the card. */
export function withoutGranted(state: GameState, keyword: string): GameState {
  return {
    ...state,
    effects: state.effects.filter((effect) => !(effect.kind === 'grant-keyword' && effect.keyword.keyword === keyword)),
  };
}

/** A cost stage that honours this keyword only where it is printed. */
export function printedOnly(stage: CostStage, keyword: string): CostStage {
  return (cost, progress) => stage({ ...cost, state: withoutGranted(cost.state, keyword) }, progress);
}
