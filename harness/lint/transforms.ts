import { child } from '../text/pointer.js';
import { isTransformName, TRANSFORM_NAMES, VARIANT_SEPARATOR } from '../variants/names.js';
import type { LintCheck } from './context.js';

/** The transforms a fixture opts out of, and the one a written-out variant names in its ID, exist. */
export const checkTransforms: LintCheck = ({ fixture }) => {
  const known = TRANSFORM_NAMES.join(', ');
  const named = Object.keys(fixture.variants ?? {}).map((transform) => ({
    transform,
    pointer: child('/variants', transform),
  }));
  const suffix = fixture.id.split(VARIANT_SEPARATOR)[1];
  if (suffix !== undefined) named.push({ transform: suffix, pointer: '/id' });
  return named
    .filter(({ transform }) => !isTransformName(transform))
    .map(({ transform, pointer }) => ({
      code: 'fixture/unknown-transform' as const,
      pointer,
      data: { transform, known },
    }));
};
