import type { Capability, Fixture } from '../../schemas/types/generated.js';
import { CAPABILITIES } from '../load/lists.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { capabilityUses, type CapabilityUse } from './capability-uses.js';
import type { LintCheck } from './context.js';
import { child } from '../text/pointer.js';

/**
 * What a fixture's `requires` must be: the capabilities it uses. Those it already lists keep their order (`keep`, by
 * default its `requires`), the others follow in the order of the closed list, so a rewrite changes only what it must.
 */
export function derivedRequires(
  fixture: Fixture,
  cards: ReadonlyMap<string, CatalogueCard>,
  keep: readonly string[] = fixture.requires,
): Capability[] {
  const used = new Set<string>(capabilityUses(fixture, cards).map((use) => use.capability));
  const kept = CAPABILITIES.filter((capability) => used.has(capability));
  const listed = [...new Set(keep)].filter((capability): capability is Capability => used.has(capability));
  return [...listed, ...kept.filter((capability) => !listed.includes(capability))];
}

/**
 * `requires` lists exactly the capabilities the fixture uses or asserts (spec/INTERPRETING.md section 6): one finding
 * per missing capability, at its first use, and one per required capability that nothing uses, at its entry.
 */
export const checkRequirements: LintCheck = ({ fixture, cards }) => {
  if (cards === undefined) return [];
  const required = new Set<Capability>(fixture.requires);
  const firstUse = new Map<Capability, CapabilityUse>();
  for (const use of capabilityUses(fixture, cards)) {
    if (!firstUse.has(use.capability)) firstUse.set(use.capability, use);
  }
  const missing = [...firstUse.values()]
    .filter((use) => !required.has(use.capability))
    .map((use) => ({
      code: 'fixture/missing-requirement' as const,
      pointer: '/requires',
      data: { capability: use.capability, use: use.pointer, reason: use.reason },
    }));
  const unused = fixture.requires.flatMap((capability, i) =>
    firstUse.has(capability)
      ? []
      : [{ code: 'fixture/unused-requirement' as const, pointer: child('/requires', i), data: { capability } }],
  );
  return [...missing, ...unused];
};
