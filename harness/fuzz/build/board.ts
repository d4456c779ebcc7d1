import type { Effect, Scope } from '../../../schemas/types/generated.js';
import type { CatalogueCard } from '../../load/catalogue.js';
import type { EffectRecipe, Recipe, UnitRecipe } from '../recipe.js';
import type { Vocabulary } from '../vocabulary.js';
import {
  addToPool,
  BYSTANDERS,
  ME,
  newDraft,
  nextId,
  OPPONENT,
  opponentsOf,
  type Draft,
  type DraftSide,
} from './draft.js';

/** The item of a list at an index taken modulo its length (recipes hold free indexes), or undefined when empty. */
export function pick<T>(items: readonly T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

function placeUnit(draft: Draft, side: DraftSide, prefix: string, unit: UnitRecipe, units: readonly CatalogueCard[]) {
  const card = pick(units, unit.card);
  if (!card) return;
  const permanent = { id: nextId(draft, prefix), card: card.id, ready: unit.ready };
  (unit.battlefield ? side.battlefield : side.base).push(permanent);
}

function scopeOf(recipe: EffectRecipe): Scope {
  const scope: Scope = { player: recipe.opponent ? OPPONENT : ME };
  if (recipe.cardType) scope.cardType = recipe.cardType;
  if (recipe.component && (recipe.kind === 'cost-increase' || recipe.kind === 'cost-reduction'))
    scope.component = recipe.component;
  return scope;
}

function amountsOf(recipe: EffectRecipe): { energy?: number; power?: Record<string, number> } {
  return {
    ...(recipe.energy > 0 ? { energy: recipe.energy } : {}),
    ...(recipe.power ? { power: { [recipe.power.key]: recipe.power.amount } } : {}),
  };
}

/** The effect a recipe describes, or undefined when it needs an enemy unit and there is none. */
function effectOf(draft: Draft, recipe: EffectRecipe): Effect | undefined {
  const enemies = opponentsOf(draft).flatMap((side) => [...side.base, ...side.battlefield]);
  switch (recipe.kind) {
    case 'grant-deflect': {
      const target = pick(enemies, recipe.target);
      if (!target) return undefined;
      const keyword =
        recipe.energy > 1 ? { keyword: 'deflect' as const, value: recipe.energy } : { keyword: 'deflect' as const };
      return { id: nextId(draft, 'x'), kind: 'grant-keyword', card: target.id, keyword };
    }
    case 'discount-with-minimum':
      return {
        id: nextId(draft, 'x'),
        kind: 'cost-reduction',
        scope: scopeOf(recipe),
        energy: recipe.energy + 1,
        minimum: { energy: 1 },
      };
    case 'ignore-base-cost':
    case 'ignore-all-costs':
      return { id: nextId(draft, 'x'), kind: recipe.kind, scope: scopeOf(recipe) };
    case 'cost-increase':
    case 'cost-reduction':
      return { id: nextId(draft, 'x'), kind: recipe.kind, scope: scopeOf(recipe), ...amountsOf(recipe) };
  }
}

/** The board a recipe describes, before any card is played: runes, pool, hand, units, conduits and effects. */
export function buildBoard(recipe: Recipe, vocabulary: Vocabulary): Draft {
  const bystanders = recipe.bystanders.slice(0, BYSTANDERS.length);
  const active = recipe.bystanderTurn && bystanders.length > 0 ? BYSTANDERS[0] : recipe.opponentTurn ? OPPONENT : ME;
  const turn = { number: recipe.turnNumber, activePlayer: active, phase: recipe.phase };
  // On another player's turn, that player has a spell on the chain and has passed priority to the player (CR 337.4,
  // 338.1.a): the player's Reaction is then in time, and they pay it though they are not the active player. The passes
  // that brought priority round to the player, from the active player on in turn order, are recorded (CR 338.1.b.1).
  const answered = active !== ME && recipe.respond && vocabulary.allowed.chain ? vocabulary.chainSpell : undefined;
  const order = [ME, OPPONENT, ...bystanders.map((_, i) => BYSTANDERS[i] ?? ME)];
  const passed = order.slice(order.indexOf(active));
  const draft = newDraft(answered ? { ...turn, priority: ME, passed } : turn, bystanders.length);
  if (answered)
    draft.chain.push({
      id: nextId(draft, 'o'),
      card: answered.id,
      owner: active,
      controller: active,
      targets: [],
      flow: null,
      options: [],
    });
  const me = draft.players[ME];
  for (const rune of recipe.runes) me.runes.push({ id: nextId(draft, 'r'), domain: rune.domain, ready: rune.ready });
  addToPool(me, { energy: recipe.pool.energy, universal: recipe.pool.universal });
  for (const domain of recipe.pool.power) addToPool(me, { domain });
  for (const index of recipe.hand) {
    const card = pick(vocabulary.playable, index);
    if (card) me.hand.push({ id: nextId(draft, 'k'), card: card.id });
  }
  for (const unit of recipe.friendly) placeUnit(draft, me, 'u', unit, vocabulary.units);
  for (const unit of recipe.enemy) placeUnit(draft, draft.players[OPPONENT], 'e', unit, vocabulary.units);
  bystanders.forEach((bystander, i) => {
    const side = draft.players[BYSTANDERS[i] ?? ''];
    if (!side) return;
    for (const unit of bystander.units) placeUnit(draft, side, 'b', unit, vocabulary.units);
    addToPool(side, { energy: bystander.pool.energy, universal: bystander.pool.universal });
    for (const domain of bystander.pool.power) addToPool(side, { domain });
  });
  const conduit = vocabulary.conduit;
  if (conduit)
    for (const exhausted of recipe.conduits)
      me.base.push({ id: nextId(draft, 'g'), card: conduit.id, ready: !exhausted });
  for (let i = 0; i < recipe.decks.main; i += 1) {
    const card = pick(vocabulary.playable, i);
    if (card) me.mainDeck.push({ id: nextId(draft, 'd'), card: card.id });
  }
  for (let i = 0; i < recipe.decks.runes; i += 1) me.runeDeck.push({ id: nextId(draft, 'r'), domain: 'calm' });
  for (const effect of recipe.effects) {
    const built = effectOf(draft, effect);
    if (built) draft.effects.push(built);
  }
  return draft;
}
