import type { StatePart } from '../../schemas/types/generated.js';
import type { AllListed } from '../state/assert.js';

/** Every part of spec/lists/state-parts.schema.json: what the reference engine observes. */
export const STATE_PARTS = [
  'hand',
  'trash',
  'base',
  'battlefield',
  'banishment',
  'facedown',
  'mainDeck',
  'runeDeck',
  'runes',
  'pool',
  'xp',
  'chain',
  'chain.targets',
  'effects',
  'turn.number',
  'turn.activePlayer',
  'turn.phase',
  'turn.priority',
  'turn.focus',
  'turn.showdown',
  'turn.passed',
  'turn.openedByTrigger',
] as const satisfies readonly StatePart[];

/** Fails to compile when the closed list gains a part that STATE_PARTS lacks. */
export type UnlistedParts = AllListed<Exclude<StatePart, (typeof STATE_PARTS)[number]>>;

/** Every part but these. */
export function partsExcept(...left: readonly StatePart[]): StatePart[] {
  return STATE_PARTS.filter((part) => !left.includes(part));
}
