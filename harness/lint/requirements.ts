import type { Capability } from '../../schemas/types/generated.js';
import { capabilityUses, type CapabilityUse } from './capability-uses.js';
import type { LintCheck } from './context.js';

/** `requires` lists every capability the fixture uses or asserts (one finding per missing capability, at its first use). */
export const checkRequirements: LintCheck = ({ fixture, cards }) => {
  if (cards === undefined) return [];
  const required = new Set<Capability>(fixture.requires);
  const firstUse = new Map<Capability, CapabilityUse>();
  for (const use of capabilityUses(fixture, cards)) {
    if (!required.has(use.capability) && !firstUse.has(use.capability)) firstUse.set(use.capability, use);
  }
  return [...firstUse.values()].map((use) => ({
    code: 'fixture/missing-requirement' as const,
    pointer: '/requires',
    data: { capability: use.capability, use: use.pointer, reason: use.reason },
  }));
};
