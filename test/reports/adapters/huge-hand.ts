/** The reference engine, except that every observed state holds 100 000 extra cards in p1's hand: a bloated state. */
import { referenceWith } from './reference-with.js';

const CARDS = Array.from({ length: 100_000 }, (_, i) => ({ id: `bloat-${i}`, card: 'OGN-010' }));

export default referenceWith((step) => {
  const side = step.state.players.p1;
  if (side) side.hand = [...(side.hand ?? []), ...CARDS];
});
