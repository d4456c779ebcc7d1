/** The metamorphic transforms of harness/variants/, in the order a fixture's variants are listed and run. */
export const TRANSFORM_NAMES = [
  'add-deck-cards',
  'add-hand-cards',
  'add-player',
  'add-runes',
  'foreign-modifiers',
  'grant-keywords',
  'move-permanents',
  'raised-cost-and-pool',
  'rename-instances',
  'reorder-zones',
  'second-shortfall',
  'stopped-discount',
  'swap-players',
  'unstopped-discount',
] as const;

/** The name of a transform. */
export type TransformName = (typeof TRANSFORM_NAMES)[number];

/** Narrows a string to a transform name. */
export function isTransformName(value: string): value is TransformName {
  return (TRANSFORM_NAMES as readonly string[]).includes(value);
}

/** The separator of a variant ID: `<fixture-id>~<transform>`. */
export const VARIANT_SEPARATOR = '~';

/** The stable ID of the variant of a fixture by a transform. */
export function variantId(fixtureId: string, transform: TransformName): string {
  return `${fixtureId}${VARIANT_SEPARATOR}${transform}`;
}
