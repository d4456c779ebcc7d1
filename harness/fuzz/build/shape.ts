import type { Keyword, TargetSlot } from '../../../schemas/types/generated.js';
import type { CatalogueCard } from '../../load/catalogue.js';
import type { PlayRecipe } from '../recipe.js';
import { anyCard, type Vocabulary } from '../vocabulary.js';
import { pick } from './board.js';
import type { PlayShape } from './cost-model.js';
import { ME, nextId, OPPONENT, type Draft } from './draft.js';

type Side = string;

function unitsOn(draft: Draft, side: Side, vocabulary: Vocabulary): string[] {
  const { base = [], battlefield = [] } = draft.players[side] ?? {};
  return [...base, ...battlefield]
    .filter((permanent) => vocabulary.cards.get(permanent.card)?.type === 'unit')
    .map((permanent) => permanent.id);
}

/** The sides a slot's target is taken from: every opponent (bystanders too, after the opponent) for an enemy unit. */
function sidesFor(draft: Draft, filter: TargetSlot['filter'], wrong: boolean): Side[] {
  const opponents = Object.keys(draft.players).filter((player) => player !== ME);
  if (filter === 'enemy-unit') return wrong ? [ME] : opponents;
  if (filter === 'friendly-unit') return wrong ? [OPPONENT] : [ME];
  return [ME, ...opponents];
}

/** A target for a slot: a unit on the side the filter wants (or the wrong side), added to the board when there is none. */
function targetFor(draft: Draft, vocabulary: Vocabulary, slot: TargetSlot, recipe: PlayRecipe, index: number): string {
  const wrong = recipe.wrongTargets && slot.filter !== 'unit';
  const sides = sidesFor(draft, slot.filter, wrong);
  const candidates = sides.flatMap((side) => unitsOn(draft, side, vocabulary));
  const chosen = pick(candidates, recipe.targets[index] ?? 0);
  if (chosen !== undefined) return chosen;
  const side = sides.includes(OPPONENT) ? OPPONENT : (sides[sides.length - 1] ?? OPPONENT);
  const unit = vocabulary.units[0];
  const id = nextId(draft, side === ME ? 'u' : 'e');
  // Without a unit in the catalogue, any card stands there: the target is then illegal, which is a scenario too.
  draft.players[side]?.base.push({ id, card: unit?.id ?? anyCard(vocabulary), ready: true });
  return id;
}

function flowIndex(card: CatalogueCard, recipe: PlayRecipe): number | undefined {
  const flows = (card.keywords ?? []).filter((keyword) => keyword.keyword === 'flow').length;
  return recipe.flow === undefined || flows === 0 ? undefined : recipe.flow % flows;
}

function optionsOf(card: CatalogueCard, recipe: PlayRecipe): string[] {
  const has = (name: string): boolean => (card.keywords ?? []).some((keyword) => keyword.keyword === name);
  const own = (card.additionalCosts ?? []).find((cost) => cost.optional);
  return [
    ...(recipe.accelerate && has('accelerate') ? ['accelerate'] : []),
    ...(recipe.repeat && has('repeat') ? ['repeat'] : []),
    ...(recipe.ownOption && own ? [own.id] : []),
  ];
}

const KEYWORD_ALLOWED: Readonly<Record<Keyword['keyword'], keyof Vocabulary['allowed'] | undefined>> = {
  accelerate: 'accelerate',
  deflect: 'deflect',
  repeat: 'repeat',
  flow: 'flow',
  hidden: undefined,
  reaction: undefined,
  equip: undefined,
  empower: undefined,
};

/**
 * The card an instance is put in its zone as, with the keywords effects grant it: the printed card alone; its
 * keywordless twin with every printed keyword granted, in printed order; or the printed card with each keyword
 * granted once more. Only for a card played from hand whose every keyword the adapter supports.
 */
function withKeywords(draft: Draft, vocabulary: Vocabulary, card: CatalogueCard, instance: string, recipe: PlayRecipe) {
  const printed = card.keywords ?? [];
  const supported = printed.every((k) => {
    const gate = KEYWORD_ALLOWED[k.keyword];
    return gate === undefined || vocabulary.allowed[gate];
  });
  const twin = vocabulary.twins.get(card.id);
  if (recipe.keywords === 'printed' || printed.length === 0 || !supported || !vocabulary.allowed.effects) return card;
  if (recipe.keywords === 'granted' && twin === undefined) return card;
  for (const keyword of printed)
    draft.effects.push({
      id: nextId(draft, 'x'),
      kind: 'grant-keyword',
      card: instance,
      keyword: structuredClone(keyword),
    });
  return recipe.keywords === 'granted' && twin !== undefined ? twin : card;
}

/**
 * Puts the card of a play where it is played from (the hand, or the trash for Flow) and chooses its options and
 * targets; every slot gets a target, so no decision is left open.
 */
export function shapePlay(draft: Draft, vocabulary: Vocabulary, recipe: PlayRecipe): PlayShape {
  const card = pick(vocabulary.playable, recipe.card);
  if (!card) throw new Error('the fuzz vocabulary has no playable card');
  const flow = flowIndex(card, recipe);
  const instance = nextId(draft, 'c');
  if (flow === undefined) {
    const held = withKeywords(draft, vocabulary, card, instance, recipe);
    draft.players[ME].hand.push({ id: instance, card: held.id });
  } else draft.players[ME].trash.push({ id: instance, card: card.id });
  const targets = (card.targets ?? []).map((slot, index) => targetFor(draft, vocabulary, slot, recipe, index));
  return { card, instance, flow, options: optionsOf(card, recipe), targets };
}
