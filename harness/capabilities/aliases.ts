/**
 * Capabilities an adapter declares, read as the finer capabilities that fixtures list (spec/INTERPRETING.md section 6,
 * "Aliases"). Three names of contract 6 and earlier stand for finer ones, and an adapter that declares no `contract`
 * (written for contract 6 or earlier) is read as claiming the capabilities that did not exist then, since it ran the
 * fixtures that now require them.
 */
import type { Capability, Implementation } from '../../schemas/types/generated.js';
import { CAPABILITIES } from '../load/lists.js';

const startsWith =
  (prefix: string) =>
  (capability: Capability): boolean =>
    capability.startsWith(prefix);

const INSTRUCTIONS = CAPABILITIES.filter(startsWith('instructions.'));

/** Each alias and the finer capabilities it stands for. */
export const CAPABILITY_ALIASES: Readonly<Partial<Record<Capability, readonly Capability[]>>> = {
  'keyword.repeat': ['keyword.repeat.cost', 'keyword.repeat.targets'],
  'effects.cost-modifiers': CAPABILITIES.filter(startsWith('effects.cost-modifiers.')),
  'chain.priority': ['chain.passing', 'chain.resolution', 'chain.showdown', ...INSTRUCTIONS],
};

/** What an adapter of contract 6 or earlier (no `contract` declared) could already run: it is read as claiming them. */
export const LEGACY_IMPLIED: readonly Capability[] = [
  ...CAPABILITIES.filter(startsWith('abilities.triggered.')),
  'chain.showdown',
];

/** The first contract version whose adapters declare the finer capabilities themselves. */
export const FINE_CAPABILITIES_SINCE = 7;

/** Whether a capability is an alias, which no fixture may require. */
export function isAlias(capability: Capability): boolean {
  return CAPABILITY_ALIASES[capability] !== undefined;
}

/** Every capability an adapter has: those it declares, what its aliases stand for, and, for an older adapter, the legacy ones. */
export function effectiveCapabilities(
  implementation: Pick<Implementation, 'capabilities' | 'contract'>,
): ReadonlySet<Capability> {
  const declared = implementation.capabilities;
  const known = effective.get(implementation);
  // Worked out once per implementation (twice per fixture otherwise), again if what it declares was replaced.
  if (known?.declared === declared && known.count === declared.length && known.contract === implementation.contract)
    return known.set;
  const legacy = (implementation.contract ?? 0) < FINE_CAPABILITIES_SINCE ? LEGACY_IMPLIED : [];
  const set = new Set([
    ...declared,
    ...declared.flatMap((capability) => CAPABILITY_ALIASES[capability] ?? []),
    ...legacy,
  ]);
  effective.set(implementation, { declared, count: declared.length, contract: implementation.contract, set });
  return set;
}

/** The capabilities of each implementation seen, with what they were worked out from. */
const effective = new WeakMap<
  object,
  { declared: readonly Capability[]; count: number; contract: number | undefined; set: ReadonlySet<Capability> }
>();

/** Whether a set of capabilities holds a capability, or, for an alias, every capability it stands for. */
export function holds(capabilities: ReadonlySet<Capability>, capability: Capability): boolean {
  const finer = CAPABILITY_ALIASES[capability];
  return finer === undefined ? capabilities.has(capability) : finer.every((one) => capabilities.has(one));
}
