import type { TargetSlot } from '../../../schemas/types/generated.js';
import type { CatalogueCard } from '../../load/catalogue.js';
import type { PlayRecipe } from '../recipe.js';
import { anyCard, type Vocabulary } from '../vocabulary.js';
import { pick } from './board.js';
import type { PlayShape } from './cost-model.js';
import { ME, nextId, OPPONENT, type Draft } from './draft.js';

type Side = typeof ME | typeof OPPONENT;

function unitsOn(draft: Draft, side: Side, vocabulary: Vocabulary): string[] {
  const { base, battlefield } = draft.players[side];
  return [...base, ...battlefield]
    .filter((permanent) => vocabulary.cards.get(permanent.card)?.type === 'unit')
    .map((permanent) => permanent.id);
}

function sidesFor(filter: TargetSlot['filter'], wrong: boolean): Side[] {
  if (filter === 'enemy-unit') return [wrong ? ME : OPPONENT];
  if (filter === 'friendly-unit') return [wrong ? OPPONENT : ME];
  return [ME, OPPONENT];
}

/** A target for a slot: a unit on the side the filter wants (or the wrong side), added to the board when there is none. */
function targetFor(draft: Draft, vocabulary: Vocabulary, slot: TargetSlot, recipe: PlayRecipe, index: number): string {
  const wrong = recipe.wrongTargets && slot.filter !== 'unit';
  const sides = sidesFor(slot.filter, wrong);
  const candidates = sides.flatMap((side) => unitsOn(draft, side, vocabulary));
  const chosen = pick(candidates, recipe.targets[index] ?? 0);
  if (chosen !== undefined) return chosen;
  const side = sides[sides.length - 1] ?? OPPONENT;
  const unit = vocabulary.units[0];
  const id = nextId(draft, side === ME ? 'u' : 'e');
  // Without a unit in the catalogue, any card stands there: the target is then illegal, which is a scenario too.
  draft.players[side].base.push({ id, card: unit?.id ?? anyCard(vocabulary), ready: true });
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

/**
 * Puts the card of a play where it is played from (the hand, or the trash for Flow) and chooses its options and
 * targets; every slot gets a target, so no decision is left open.
 */
export function shapePlay(draft: Draft, vocabulary: Vocabulary, recipe: PlayRecipe): PlayShape {
  const card = pick(vocabulary.playable, recipe.card);
  if (!card) throw new Error('the fuzz vocabulary has no playable card');
  const flow = flowIndex(card, recipe);
  const instance = nextId(draft, 'c');
  (flow === undefined ? draft.players[ME].hand : draft.players[ME].trash).push({ id: instance, card: card.id });
  const targets = (card.targets ?? []).map((slot, index) => targetFor(draft, vocabulary, slot, recipe, index));
  return { card, instance, flow, options: optionsOf(card, recipe), targets };
}
