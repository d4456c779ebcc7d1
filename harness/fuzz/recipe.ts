import type { CardType, Domain, Phase } from '../../schemas/types/generated.js';

/**
 * How a scripted payment is made from the generator's own estimate of the total: `exact` pays it as the rules want,
 * `auto` leaves it to the engine, and each other kind gets one thing wrong the way a player (or an engine) might.
 * Listed in shrinking order: a counterexample shrinks toward `exact`.
 */
export const PLAN_KINDS = [
  'exact',
  'auto',
  'energy-short',
  'power-short',
  'wrong-domain',
  'universal-for-energy',
  'energy-for-power',
  'overpay',
  'exhausted-rune',
  'exhausted-conduit',
  'missing-action',
  'extra-discard',
  'spell-mid-payment',
  'opponent-rune',
] as const;

/** One kind of scripted payment. */
export type PlanKind = (typeof PLAN_KINDS)[number];

/** A rune on the board. */
export interface RuneRecipe {
  readonly domain: Domain;
  readonly ready: boolean;
}

/** What the rune pool holds: energy, one power per listed domain, universal power. */
export interface PoolRecipe {
  readonly energy: number;
  readonly power: readonly Domain[];
  readonly universal: number;
}

/** A unit on a board: an index into the vocabulary's units. */
export interface UnitRecipe {
  readonly card: number;
  readonly ready: boolean;
  readonly battlefield: boolean;
}

/** The kinds of continuous effects the generator uses; `grant-deflect` gives an enemy unit Deflect. */
export type EffectKind =
  | 'cost-increase'
  | 'cost-reduction'
  | 'discount-with-minimum'
  | 'ignore-base-cost'
  | 'ignore-all-costs'
  | 'grant-deflect';

/** A continuous effect. */
export interface EffectRecipe {
  readonly kind: EffectKind;
  /** The effect applies to the opponent's plays: out of scope for the player's. */
  readonly opponent: boolean;
  readonly cardType: CardType | undefined;
  /** Applies to one additional cost alone (cost.component-reduction). */
  readonly component: 'accelerate' | 'deflect' | undefined;
  readonly energy: number;
  readonly power: { readonly key: string; readonly amount: number } | undefined;
  /** Which enemy unit a granted Deflect goes to. */
  readonly target: number;
}

/** A step after the plays: a player passes priority (the chain resolves when both have), or the turn advances. */
export type TailStep = 'pass-me' | 'pass-opponent' | 'advance';

/**
 * How the played card has its keywords: printed on it, granted by effects to its keywordless twin (CR 801.3.a), or
 * printed and granted again (several instances of each). Listed in shrinking order.
 */
export const KEYWORD_SOURCES = ['printed', 'granted', 'both'] as const;

/** Where the played card's keywords come from. */
export type KeywordSource = (typeof KEYWORD_SOURCES)[number];

/** A player who is neither the player nor the opponent (p3, p4): units on their board and a pool. */
export interface BystanderRecipe {
  readonly units: readonly UnitRecipe[];
  readonly pool: PoolRecipe;
}

/** One play: which card, how (Flow, options, targets) and how it is paid. */
export interface PlayRecipe {
  /** An index into the vocabulary's playable cards. */
  readonly card: number;
  /** Play it from the trash with this Flow instance (when the card has one). */
  readonly flow: number | undefined;
  readonly accelerate: boolean;
  readonly repeat: boolean;
  /** Where the card's keywords come from (a card played from the trash keeps them printed). */
  readonly keywords: KeywordSource;
  /** Choose the card's first optional additional cost. */
  readonly ownOption: boolean;
  /** Pick targets on the wrong side of the board (target/illegal). */
  readonly wrongTargets: boolean;
  readonly targets: readonly number[];
  readonly plan: PlanKind;
  /** Spend in two steps rather than one. */
  readonly splitSpend: boolean;
  /** Discards and kills come before the resource steps. */
  readonly actionsFirst: boolean;
}

/**
 * The independent choices a generated scenario is derived from. Every part shrinks on its own (fewer runes, an
 * emptier pool, simpler cards, an exact payment), and the scenario is rebuilt from what is left.
 */
export interface Recipe {
  readonly turnNumber: number;
  /** The opponent is the active player (a play without Reaction is then out of turn). */
  readonly opponentTurn: boolean;
  readonly phase: Phase;
  /** A third and fourth player, whose units are enemies too. */
  readonly bystanders: readonly BystanderRecipe[];
  /** The first bystander is the active player (the player and the opponent are then both non-active). */
  readonly bystanderTurn: boolean;
  /** On another player's turn, the player answers a spell of the active player's on the chain, holding priority. */
  readonly respond: boolean;
  readonly runes: readonly RuneRecipe[];
  readonly pool: PoolRecipe;
  /** Other cards in hand, as indexes into the vocabulary's playable cards. */
  readonly hand: readonly number[];
  readonly friendly: readonly UnitRecipe[];
  readonly enemy: readonly UnitRecipe[];
  /** Conduits on the player's base: true for an exhausted one. */
  readonly conduits: readonly boolean[];
  readonly effects: readonly EffectRecipe[];
  /** Activate a ready conduit before the first play. */
  readonly activateFirst: boolean;
  readonly plays: readonly PlayRecipe[];
  /** Passes and advances after the plays. */
  readonly tail: readonly TailStep[];
  /** How many cards the player's main deck and rune deck hold (for draws and channelling). */
  readonly decks: { readonly main: number; readonly runes: number };
}
