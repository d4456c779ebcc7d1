/**
 * A seeding bug: the reference engine, loaded the way an engine's turn flow would start a game, which channels the two
 * top runes of the active player's rune deck onto the board as it loads the state. `doctor` must name the field.
 */
import type { Adapter } from '../../../harness/adapters/types.js';
import { loadAdapter } from '../../../harness/adapters/registry.js';
import type { Scenario } from '../../../schemas/types/generated.js';

const reference = await loadAdapter('reference');

function channelled(scenario: Readonly<Scenario>): Scenario {
  const copy = structuredClone(scenario) as Scenario;
  const side = copy.given.players[copy.given.turn.activePlayer];
  if (side === undefined) return copy;
  const channel = (side.runeDeck ?? []).slice(0, 2);
  side.runeDeck = (side.runeDeck ?? []).slice(channel.length);
  side.runes = [...(side.runes ?? []), ...channel.map((rune) => ({ ...rune, ready: true }))];
  return copy;
}

const misSeeding: Adapter = {
  describe: async () => ({ ...(await reference.describe()), name: 'mis-seeding' }),
  run: (scenario) => reference.run(channelled(scenario)),
};

export default misSeeding;
