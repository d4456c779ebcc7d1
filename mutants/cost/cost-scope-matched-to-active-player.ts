import type { Mutant } from '../types.js';
import { defaultRules, type CostStage } from '../../engine/index.js';

/** The stage looking its effects up for the active player rather than for the player who plays. */
function forActivePlayer(stage: CostStage): CostStage {
  return (cost, progress) => stage({ ...cost, play: { ...cost.play, player: cost.state.turn.activePlayer } }, progress);
}

export default {
  id: 'cost-scope-matched-to-active-player',
  rule: 'cost.reduction-scope',
  description:
    "Matches the player of a general increase or discount against the active player instead of the player who plays: a reaction on another player's turn gets the active player's cost effects and loses its own.",
  overrides: {
    stages: {
      ...defaultRules.stages,
      increases: forActivePlayer(defaultRules.stages.increases),
      reductions: forActivePlayer(defaultRules.stages.reductions),
    },
  },
} satisfies Mutant;
