import type { Ability, Cost, CostBreakdown, PlayerId, RejectionCode, Resources } from '../schemas/types/generated.js';
import type { CostAmounts } from './cost/amounts.js';
import type { CardDefinition, DeepReadonly, EngineEvent, GameChainItem, PlayedFrom } from './state/types.js';
import type { PermanentLocation } from './state/zones.js';

/*
 * The plain data that rule-table entries take or return. None of it refers to the rule table, so the modules that
 * build these values and rule-table.ts can both import it without an import cycle.
 */

/** What `decide` returns: the events of an accepted action, or a rejection value. */
export type DecideResult =
  | {
      readonly outcome: 'accepted';
      readonly events: readonly EngineEvent[];
      /** The total cost determined for a play or an activation. */
      readonly totalCost?: Cost;
      /** How a play's total was assembled (INTERPRETING 4.14). */
      readonly costBreakdown?: CostBreakdown;
    }
  | {
      readonly outcome: 'rejected';
      readonly code: RejectionCode;
      readonly detail: string;
      /** The total cost, when the play got as far as computing it. */
      readonly totalCost?: Cost;
      /** How a play's total was assembled, when it got as far as computing it (INTERPRETING 4.14). */
      readonly costBreakdown?: CostBreakdown;
      /** Events kept in spite of the rejection: none under the rules (pay.rollback). */
      readonly events: readonly EngineEvent[];
    };

/** What an instruction runs for: its controller, its source and that source's card and targets. */
export interface InstructionScope {
  readonly controller: PlayerId;
  readonly source: string;
  readonly card: CardDefinition;
  readonly targets: readonly string[];
  /** Set when a resolving spell runs its own effect: its own return-self-to-hand lands here. */
  readonly self?: { returnToHand: boolean };
  /** Set inside a `pay-any-amount`: the X chosen and paid, which its `then` instructions read (INTERPRETING 4.10). */
  readonly x?: number;
}

/** What is being played or activated, for the timing rules. */
export interface TimingSource {
  readonly ref: string;
  readonly reaction: boolean;
  /** True for a card played with Flow. */
  readonly flow: boolean;
}

/** A unit entering the board as its play is finalized. */
export interface UnitEntry {
  readonly player: PlayerId;
  readonly card: string;
  readonly from: PlayedFrom;
  /** Whether Accelerate gave its benefit. */
  readonly accelerated: boolean;
}

/** An optional cost of a play: whether it was chosen, and what it costs after its own modifiers. */
export interface OptionState {
  readonly id: string;
  readonly chosen: boolean;
  readonly cost: CostAmounts;
}

/** A finalized spell given new targets by a resolving effect. */
export interface Retarget {
  readonly item: GameChainItem;
  readonly before: readonly string[];
  readonly after: readonly string[];
  /** The controller of the effect that changes the targets. */
  readonly chooser: PlayerId;
}

/** One Deflect keyword on a permanent, printed or granted. */
export interface DeflectInstance {
  readonly value: number;
  readonly granted: boolean;
}

/** An activated ability of a permanent on the board. */
export interface AbilityRef {
  readonly location: PermanentLocation;
  readonly card: CardDefinition;
  readonly ability: DeepReadonly<Ability>;
}

/** How many of each non-resource action a player could perform now. */
export interface ActionCounts {
  readonly discard: number;
  readonly kill: number;
  /** Ready friendly permanents that could be exhausted, and friendly permanents that could be returned (4.9). */
  readonly exhaustFriendly?: number;
  readonly returnToHand?: number;
  /** The player's XP (4.9). */
  readonly xp?: number;
}

/** A Reaction Add ability an automatic payment may use: what it adds and what its own cost spends. */
export interface UsableAbility {
  readonly card: string;
  readonly ability: string;
  readonly adds: Resources;
  /** The energy its own cost takes from the pool as it is activated (0 when its only cost is exhausting). */
  readonly energy: number;
  /** Whether it may be activated more than once: its cost does not exhaust its permanent. */
  readonly repeatable: boolean;
}
