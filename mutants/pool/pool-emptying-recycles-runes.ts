import { defaultRules } from '../../engine/index.js';
import type { Mutant } from '../types.js';

export default {
  id: 'pool-emptying-recycles-runes',
  rule: 'pool.resources-not-runes',
  description:
    'Treats the runes as part of the pool: emptying the pool sends every rune of the player back to the rune deck.',
  overrides: {
    emptyPool: (session, player) => {
      for (const rune of session.state.players[player]?.runes ?? [])
        session.emit({ type: 'rune-recycled', player, rune: rune.id, domain: rune.domain });
      defaultRules.emptyPool(session, player);
    },
  },
} satisfies Mutant;
