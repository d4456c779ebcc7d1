import type { Mutant } from '../types.js';
import { defaultRules, type CostStage } from '../../engine/index.js';

/** The additional-costs stage with "an opponent" read as the first other player, as in a game of two. */
const firstOtherPlayerOnly: CostStage = (cost, progress) => {
  const opponent = Object.keys(cost.state.players).find((player) => player !== cost.play.player);
  const rules = {
    ...cost.context.rules,
    deflectApplies: (chooser: string, controller: string) => chooser !== controller && controller === opponent,
  };
  return defaultRules.stages.additional({ ...cost, context: { ...cost.context, rules } }, progress);
};

export default {
  id: 'deflect-one-opponent-only',
  rule: 'deflect.opponents-only',
  description:
    "Takes the first other player as the one opponent, as in a game of two: with three players, the Deflect of the third player's permanents is never charged.",
  overrides: {
    stages: { ...defaultRules.stages, additional: firstOtherPlayerOnly },
  },
} satisfies Mutant;
