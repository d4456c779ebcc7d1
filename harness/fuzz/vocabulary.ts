import type { Capability } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { keywordlessTwins } from '../variants/grant-keywords.js';
import { holds } from '../capabilities/aliases.js';
import { CAPABILITIES } from '../load/lists.js';

/** The features the generator may use, each gated by the capability an adapter needs for it. */
export interface Allowed {
  readonly synthetic: boolean;
  readonly accelerate: boolean;
  readonly deflect: boolean;
  readonly flow: boolean;
  readonly repeat: boolean;
  readonly effects: boolean;
  readonly abilities: boolean;
  readonly auto: boolean;
  /** Passing priority, so that spells on the chain resolve (chain.priority). */
  readonly chain: boolean;
  /** Advancing the turn through its phases (turn.phases). */
  readonly phases: boolean;
  readonly universal: boolean;
  /** Discard and kill costs and steps (cost.non-resource). */
  readonly nonResource: boolean;
  readonly cardOptions: boolean;
  /** The `activate` action (abilities.activate). */
  readonly activate: boolean;
  readonly multiDomain: boolean;
  /** Spend steps the engine takes one by one: overpaying is then a mistake it can show (payment.scripted-spend). */
  readonly scriptedSpend: boolean;
  /** Cards with triggered abilities, which a step may fire (every abilities.triggered.<event>). */
  readonly triggers: boolean;
}

/**
 * What generated scenarios are made of: the catalogue cards the generator plays and puts on the board, and the
 * features it may use. Built from the catalogue and the capabilities of the adapter under test, so that every
 * scenario is applicable to it; the same catalogue and capabilities always give the same vocabulary.
 */
export interface Vocabulary {
  readonly cards: ReadonlyMap<string, CatalogueCard>;
  /** Cards played from hand or trash, simplest first (shrinking goes toward the first). */
  readonly playable: readonly CatalogueCard[];
  /** Units put on the boards, simplest first. */
  readonly units: readonly CatalogueCard[];
  /** A gear whose Reaction ability adds resources for exhausting it alone (an Energy Conduit), if any. */
  readonly conduit: CatalogueCard | undefined;
  /** The keywordless twin of each card with printed keywords, for plays whose keywords are granted (synthetic). */
  readonly twins: ReadonlyMap<string, CatalogueCard>;
  /** A spell with no target to put on the chain for the player to answer: the simplest playable one, if any. */
  readonly chainSpell: CatalogueCard | undefined;
  readonly allowed: Allowed;
}

const DECIDING = new Set(['predict', 'new-targets', 'optional-payment', 'pay-any-amount']);

function keywords(card: CatalogueCard): string[] {
  return (card.keywords ?? []).map((keyword) => keyword.keyword);
}

/** Whether a play of the card needs nothing the generator does not script: no chain targets, no resolution decisions. */
function selfContained(card: CatalogueCard): boolean {
  const chainTarget = (card.targets ?? []).some((slot) => slot.filter === 'spell');
  const deciding = (card.effect ?? []).some((instruction) => DECIDING.has(instruction.do));
  return !chainTarget && !deciding;
}

/** Whether any cost of the card (printed, a mandatory additional cost, a Flow cost) asks for a discard or a kill. */
function asksNonResource(card: CatalogueCard): boolean {
  const costs = [
    card.cost,
    ...(card.additionalCosts ?? []).filter((extra) => !extra.optional).map((extra) => extra.cost),
    ...(card.keywords ?? []).flatMap((keyword) => ('cost' in keyword ? [keyword.cost] : [])),
  ];
  return costs.some((cost) => (cost.discard ?? 0) > 0 || (cost.kill ?? 0) > 0);
}

/** The fields of a cost that only the costs of spec/INTERPRETING.md 4.9 use. */
const COSTS_OF_4_9 = ['exhaustFriendly', 'returnToHand', 'xp', 'qualifiers'] as const;

/**
 * Whether the card uses the costs of INTERPRETING 4.9 anywhere: a qualified or new non-resource cost, or an ability
 * whose own cost holds more than its exhaust and energy, or an Equip or Empower keyword (4.12). The generator leaves such cards out: it scripts none of their
 * payment steps, and an adapter needs capabilities of their own for them.
 */
function usesCostsOf4Point9(card: CatalogueCard): boolean {
  const costs = [
    card.cost,
    ...(card.additionalCosts ?? []).map((extra) => extra.cost),
    ...(card.keywords ?? []).flatMap((keyword) => ('cost' in keyword ? [keyword.cost] : [])),
  ];
  const abilityCosts = (card.abilities ?? []).map((ability) => ability.cost);
  const beyond = abilityCosts.some((cost) => Object.keys(cost).some((key) => key !== 'exhaust' && key !== 'energy'));
  // INTERPRETING 4.12: Equip and Empower are abilities with capabilities of their own
  const activated = (card.keywords ?? []).some((k) => k.keyword === 'equip' || k.keyword === 'empower');
  return beyond || activated || [...costs, ...abilityCosts].some((cost) => COSTS_OF_4_9.some((field) => field in cost));
}

/** Whether a play of the card stays within the features allowed. */
function playableWith(card: CatalogueCard, allowed: Allowed): boolean {
  return (allowed.multiDomain || card.domains.length < 2) && (allowed.nonResource || !asksNonResource(card));
}

/** A card's weight for ordering: fewer parts and a smaller printed cost come first. */
function complexity(card: CatalogueCard): number {
  const parts = keywords(card).length + (card.targets ?? []).length + (card.additionalCosts ?? []).length;
  const power = Object.values(card.cost.power ?? {}).reduce((sum, amount) => sum + amount, 0);
  return parts * 100 + (card.cost.energy ?? 0) * 10 + power;
}

function bySimplicity(a: CatalogueCard, b: CatalogueCard): number {
  return complexity(a) - complexity(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** A Reaction ability that adds resources and costs nothing but exhausting its permanent. */
export function conduitAbility(card: CatalogueCard): string | undefined {
  const ability = (card.abilities ?? []).find(
    (candidate) =>
      candidate.reaction &&
      candidate.cost.exhaust === true &&
      (candidate.cost.energy ?? 0) === 0 &&
      candidate.effect.some((instruction) => instruction.do === 'add'),
  );
  return ability?.id;
}

function allowedBy(capabilities: ReadonlySet<Capability>): Allowed {
  return {
    synthetic: holds(capabilities, 'cards.synthetic'),
    accelerate: holds(capabilities, 'keyword.accelerate'),
    deflect: holds(capabilities, 'keyword.deflect'),
    flow: holds(capabilities, 'keyword.flow'),
    repeat: holds(capabilities, 'keyword.repeat'),
    effects: holds(capabilities, 'effects.cost-modifiers'),
    abilities: holds(capabilities, 'payment.add-abilities'),
    auto: holds(capabilities, 'payment.auto'),
    chain: holds(capabilities, 'chain.priority'),
    phases: holds(capabilities, 'turn.phases'),
    universal: holds(capabilities, 'power.universal'),
    nonResource: holds(capabilities, 'cost.non-resource'),
    cardOptions: holds(capabilities, 'cost.card-options'),
    activate: holds(capabilities, 'abilities.activate'),
    multiDomain: holds(capabilities, 'cards.multi-domain'),
    scriptedSpend: holds(capabilities, 'payment.scripted-spend'),
    triggers: CAPABILITIES.filter((one) => one.startsWith('abilities.triggered.')).every((one) =>
      capabilities.has(one),
    ),
  };
}

/** A card of the vocabulary to stand in where any card will do: the simplest playable one. */
export function anyCard(vocabulary: Vocabulary): string {
  const card = vocabulary.playable[0];
  if (!card)
    throw new Error('the fuzz vocabulary has no playable card: the catalogue holds none the generator can use');
  return card.id;
}

/** The vocabulary of generated scenarios for an adapter with these capabilities. */
export function buildVocabulary(
  cards: ReadonlyMap<string, CatalogueCard>,
  capabilities: readonly Capability[],
): Vocabulary {
  const allowed = allowedBy(new Set(capabilities));
  const usable = [...cards.values()]
    .filter(
      (card) =>
        (allowed.synthetic || !card.synthetic) &&
        (allowed.triggers || (card.triggers ?? []).length === 0) &&
        !usesCostsOf4Point9(card) &&
        // a card's own computed or conditioned discount needs capabilities of its own (INTERPRETING 4.13)
        (card.discounts ?? []).length === 0,
    )
    .sort(bySimplicity);
  const hasDeflect = (card: CatalogueCard): boolean => keywords(card).includes('deflect');
  const units = usable.filter((card) => card.type === 'unit' && (allowed.deflect || !hasDeflect(card)));
  const playable = usable.filter((card) => selfContained(card) && playableWith(card, allowed));
  const conduit = usable.find((card) => card.type === 'gear' && conduitAbility(card) !== undefined);
  const twins = allowed.synthetic && allowed.effects ? keywordlessTwins(cards) : new Map<string, CatalogueCard>();
  const chainSpell = playable.find((card) => card.type === 'spell' && (card.targets ?? []).length === 0);
  return { cards, playable, units, conduit, twins, chainSpell, allowed };
}
