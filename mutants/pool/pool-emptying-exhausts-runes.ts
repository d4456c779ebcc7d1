import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'pool-emptying-exhausts-runes',
  rule: 'pool.resources-not-runes',
  description: 'Spends the runes along with the pool: emptying it exhausts every ready rune of the player.',
  overrides: {
    emptyPool: (session, player) => {
      for (const rune of session.state.players[player]?.runes ?? [])
        if (rune.ready) session.emit({ type: 'rune-exhausted', player, rune: rune.id });
      defaultRules.emptyPool(session, player);
    },
  },
} satisfies Mutant;
