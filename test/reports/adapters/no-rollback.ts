/** The reference engine, except that a rejected step leaves its first ready rune exhausted: a rollback bug. */
import { referenceWith } from './reference-with.js';

export default referenceWith((step) => {
  if (step.outcome !== 'rejected') return;
  const runes = Object.values(step.state.players).flatMap((side) => side.runes ?? []);
  const rune = runes.find((candidate) => candidate.ready);
  if (rune) rune.ready = false;
});
