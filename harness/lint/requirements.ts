import type { Capability } from '../../schemas/types/generated.js';
import { capabilityUses, type CapabilityUse } from './capability-uses.js';
import type { LintCheck } from './context.js';
import { child } from '../pointer.js';

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
