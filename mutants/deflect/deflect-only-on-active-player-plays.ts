import type { Mutant } from '../types.js';
import { defaultRules, type CostStage } from '../../engine/index.js';

/** The additional-costs stage charging Deflect only when the active player chooses: "an opponent" read as "the turn's player's opponent". */
const deflectOnActiveTurnOnly: CostStage = (cost, progress) => {
  if (cost.play.player === cost.state.turn.activePlayer) return defaultRules.stages.additional(cost, progress);
  const rules = { ...cost.context.rules, deflectApplies: () => false };
  return defaultRules.stages.additional({ ...cost, context: { ...cost.context, rules } }, progress);
};

export default {
  id: 'deflect-only-on-active-player-plays',
  rule: 'deflect.opponents-only',
  description:
    "Charges Deflect only on the active player's plays: a reaction of the non-active player that chooses the active player's Deflect permanent pays nothing more.",
  overrides: {
    stages: { ...defaultRules.stages, additional: deflectOnActiveTurnOnly },
  },
} satisfies Mutant;
