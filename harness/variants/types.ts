import type { Fixture } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import type { TransformName } from './names.js';

/** Why a transform does not apply to a fixture: a code that harness/messages/variants.ts words, and its facts. */
export interface NotApplicable {
  readonly applicable: false;
  readonly why: NotApplicableCode;
  readonly detail?: string;
}

/** What a transform made of a fixture: the variant, whose expectation follows from the transform, or why none. */
export type TransformOutcome = { readonly applicable: true; readonly fixture: Fixture } | NotApplicable;

/** A metamorphic transform: a pure function of a fixture (and the catalogue) that never changes its argument. */
export interface Transform {
  readonly name: TransformName;
  readonly apply: (fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>) => TransformOutcome;
}

/** Every reason a transform gives for not applying. */
export type NotApplicableCode =
  | 'opted-out'
  | 'nothing-to-change'
  | 'not-two-players'
  | 'player-ids-not-consecutive'
  | 'four-players'
  | 'has-pass-steps'
  | 'has-passed-players'
  | 'last-player-plays-spell'
  | 'turn-passes-to-new-player'
  | 'strict-events-with-advance'
  | 'ordered-pool-emptied'
  | 'auto-payment'
  | 'discard-cost'
  | 'draws-or-predicts'
  | 'advances-turn'
  | 'grant-would-end'
  | 'no-asserted-total'
  | 'every-card-type'
  | 'has-cost-effects'
  | 'no-first-play-paid-from-pool'
  | 'no-energy-shortfall'
  | 'asks-queries'
  | 'plays-from-facedown'
  | 'card-own-discounts'
  | 'counts-runes';

/** A transform that does not apply, and why. */
export function notApplicable(why: NotApplicableCode, detail?: string): NotApplicable {
  return detail === undefined ? { applicable: false, why } : { applicable: false, why, detail };
}
