import { idMatcher } from '../filters/id-glob.js';
import { UsageError } from '../messages/usage-error.js';
import type { MutantUnderTest } from './types.js';

/** Which mutants to measure: globs on their IDs, rule IDs or prefixes; alternatives within a kind, kinds combined. */
export interface MutantFilter {
  readonly id?: readonly string[] | undefined;
  readonly rule?: readonly string[] | undefined;
}

/** The mutants a filter keeps, in catalogue order; a filter that keeps none is a usage error naming the valid ones. */
export function selectMutants<T extends MutantUnderTest>(mutants: readonly T[], filter: MutantFilter): T[] {
  const ids = (filter.id ?? []).map(idMatcher);
  const rules = filter.rule ?? [];
  const selected = mutants.filter(
    (mutant) =>
      (ids.length === 0 || ids.some((matches) => matches(mutant.id))) &&
      (rules.length === 0 || rules.some((prefix) => mutant.rule.startsWith(prefix))),
  );
  if (selected.length === 0) {
    const asked = [...(filter.id ?? []), ...(filter.rule ?? []).map((rule) => `rule ${rule}`)].join(', ');
    const prefix = mutants[0]?.name.split(':')[0] ?? 'mutant';
    throw new UsageError('usage/unknown-adapter', {
      name: `${prefix}:${asked}`,
      valid: mutants.map((mutant) => mutant.name),
    });
  }
  return selected;
}
