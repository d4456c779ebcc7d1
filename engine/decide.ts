import type { Action } from '../schemas/types/generated.js';
import type { DecideResult, RuleTable } from './rule-table.js';
import { assertNever } from './state/assert.js';
import type { CardDefinition, CardIndex, DeepReadonly, GameState } from './state/types.js';

/** The card catalogue as a list (a scenario's `cards`) or already indexed by card ID. */
export type Catalogue = CardIndex | readonly CardDefinition[];

const indexes = new WeakMap<readonly CardDefinition[], CardIndex>();

/** The catalogue indexed by card ID (cached per list). */
export function indexCards(cards: Catalogue): CardIndex {
  if (!Array.isArray(cards)) return cards as CardIndex;
  const list = cards as readonly CardDefinition[];
  const cached = indexes.get(list);
  if (cached) return cached;
  const index: CardIndex = new Map(list.map((card) => [card.id, card]));
  indexes.set(list, index);
  return index;
}

/** Decides an action with a rule table: its events, or a rejection value. Never throws for a rule violation. */
export function decideWith(
  rules: RuleTable,
  state: GameState,
  action: DeepReadonly<Action>,
  cards: Catalogue,
): DecideResult {
  const context = { rules, cards: indexCards(cards) };
  switch (action.type) {
    case 'play':
      return rules.actions.play(state, action, context);
    case 'activate':
      return rules.actions.activate(state, action, context);
    case 'pass':
      return rules.actions.pass(state, action, context);
    case 'advance':
      return rules.actions.advance(state, action, context);
    case 'choose-optional-cost':
      return rules.actions['choose-optional-cost'](state, action, context);
    case 'hide':
      return rules.actions.hide(state, action, context);
    default:
      return assertNever(action);
  }
}
