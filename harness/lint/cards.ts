import type { LintCheck } from './context.js';
import { cardReferences } from './walk.js';

/** Every card ID named in given or in a state pattern must be in the catalogue. */
export const checkCards: LintCheck = ({ fixture, cards }) => {
  if (cards === undefined) return [];
  return cardReferences(fixture)
    .filter(({ value }) => !cards.has(value))
    .map(({ value, pointer }) => ({ code: 'fixture/unknown-card', pointer, data: { card: value } }));
};
