import type { Domain, PlayerId, Resources } from '../../schemas/types/generated.js';
import type { CostAmounts } from '../cost/amounts.js';
import type { PlayChoices } from '../play/choices.js';
import type { Qualifiers } from '../cost/qualifiers.js';

/** A kind of rune-pool resource: energy, universal power, or power of one domain. */
export type SourceType = 'energy' | 'universal' | Domain;

/** What has gone toward a total so far: resources spent from the pool, and the actions performed. */
export interface PaymentProgress {
  readonly spent: Resources;
  readonly discards: number;
  readonly kills: number;
  /** Friendly permanents exhausted and returned to hand toward the total (INTERPRETING 4.9); absent: none. */
  readonly exhausts?: number;
  readonly returns?: number;
  /** XP spent toward the total (INTERPRETING 4.9); absent: none. */
  readonly xp?: number;
}

/** One payment being carried out, step by step (spec/INTERPRETING.md 4.4). */
export interface PaymentRun {
  readonly player: PlayerId;
  readonly total: CostAmounts;
  /** A play's cost, an instruction's cost at resolution, an ability's own energy cost, or the cost of hiding. */
  readonly purpose: 'play' | 'resolution' | 'ability' | 'hide';
  /** The play paid for, when `purpose` is `play`: its card cannot pay its own discard cost, and an automatic payment
   * kills its targets last (pay.no-self-defeating-choice). */
  readonly play?: PlayChoices;
  /** What a card must be to pay the total's discards and kills (INTERPRETING 4.9); absent: no qualifier. */
  readonly qualifiers?: Qualifiers;
  progress: PaymentProgress;
}
