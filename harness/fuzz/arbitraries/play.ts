import fc from 'fast-check';
import { KEYWORD_SOURCES, PLAN_KINDS, type KeywordSource, type PlanKind, type PlayRecipe } from '../recipe.js';
import type { Vocabulary } from '../vocabulary.js';
import { rarely } from './board.js';

/** The plan kinds an adapter with these features can be given; `exact` first, so counterexamples shrink to it. */
export function planKinds(vocabulary: Vocabulary): PlanKind[] {
  const { allowed, conduit } = vocabulary;
  return PLAN_KINDS.filter((kind) => {
    if (kind === 'auto') return allowed.auto;
    if (kind === 'exhausted-conduit') return allowed.abilities && conduit !== undefined;
    if (kind === 'universal-for-energy') return allowed.universal;
    if (kind === 'missing-action' || kind === 'extra-discard') return allowed.nonResource;
    if (kind === 'overpay') return allowed.scriptedSpend;
    return true;
  });
}

/**
 * The payment kind of a play: mostly exact or automatic (so that accepted plays, and what they change, are common),
 * otherwise one of the mistakes. Shrinks toward an exact payment.
 */
function planArbitrary(vocabulary: Vocabulary): fc.Arbitrary<PlanKind> {
  const kinds = planKinds(vocabulary);
  const mistakes = kinds.filter((kind) => kind !== 'exact' && kind !== 'auto');
  return fc.oneof(
    { withCrossShrink: true },
    { arbitrary: fc.constant<PlanKind>('exact'), weight: 4 },
    ...(kinds.includes('auto') ? [{ arbitrary: fc.constant<PlanKind>('auto'), weight: 2 }] : []),
    { arbitrary: fc.constantFrom(...mistakes), weight: mistakes.length },
  );
}

/** One play of a playable card: Flow, options, targets, and how it is paid. */
export function playArbitrary(vocabulary: Vocabulary): fc.Arbitrary<PlayRecipe> {
  const { allowed, playable } = vocabulary;
  return fc.record({
    card: fc.nat({ max: Math.max(0, playable.length - 1) }),
    flow: allowed.flow ? fc.option(fc.nat({ max: 1 }), { nil: undefined, freq: 3 }) : fc.constant(undefined),
    accelerate: allowed.accelerate ? fc.boolean() : fc.constant(false),
    repeat: allowed.repeat ? fc.boolean() : fc.constant(false),
    // Granted keywords are effects; a keywordless twin is a synthetic card (harness/variants/grant-keywords.ts).
    keywords: allowed.effects
      ? fc.constantFrom<KeywordSource>(...KEYWORD_SOURCES)
      : fc.constant<KeywordSource>('printed'),
    // The card options of the catalogue are discards: choosing one needs both capabilities.
    ownOption: allowed.cardOptions && allowed.nonResource ? fc.boolean() : fc.constant(false),
    wrongTargets: rarely(10),
    targets: fc.array(fc.nat({ max: 3 }), { maxLength: 2 }),
    plan: planArbitrary(vocabulary),
    splitSpend: rarely(4),
    actionsFirst: rarely(3),
  });
}
