/** The shape of a capability use, shared by the modules that derive them (spec/INTERPRETING.md section 6). */
import type { Capability } from '../../schemas/types/generated.js';

/** Why a fixture needs a capability (spec/INTERPRETING.md section 6); messages.ts words it. */
export type UseReason =
  | 'asserts-only-events'
  | 'distinguishes-codes'
  | 'plays-non-resource-cost'
  | 'pays-non-resource'
  | 'names-non-resource'
  | 'chooses-card-option'
  | 'names-universal-power'
  | 'uses-multi-domain-card'
  | 'names-multi-domain-requirement'
  | 'expects-spend-code'
  | 'orders-spends'
  | 'activates-ability'
  | 'asserts-total-cost'
  | 'asserts-only-cost-breakdown'
  | 'uses-synthetic-card'
  | 'uses-keyword'
  | 'has-effect-kind'
  | 'has-showdown'
  | 'resolves-item'
  | 'decides-instruction'
  | 'fires-trigger'
  | 'chooses-repeat-targets'
  | 'activates-in-payment'
  | 'uses-auto-payment'
  | 'auto-may-activate'
  | 'advances-turn'
  | 'advances-to-named-point'
  | 'uses-chain'
  | 'plays-qualified-cost'
  | 'activates-costly-ability'
  | 'states-xp'
  | 'plays-computed-discount'
  | 'plays-turn-condition'
  | 'states-turn-record'
  | 'states-buff'
  | 'asks-query';

/** One use of a capability: where in the fixture, and why. */
export interface CapabilityUse {
  readonly capability: Capability;
  readonly pointer: string;
  readonly reason: UseReason;
}
