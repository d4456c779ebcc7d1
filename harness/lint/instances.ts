import type { FindingDraft } from '../findings.js';
import type { LintCheck } from './context.js';
import { givenInstances, instanceReferences } from './walk.js';

/** Instance IDs are unique across the given state (cards, runes, chain items and effects share one namespace). */
export const checkDuplicateInstances: LintCheck = ({ fixture }) => {
  const first = new Map<string, string>();
  const found: FindingDraft[] = [];
  for (const instance of givenInstances(fixture.given)) {
    const earlier = first.get(instance.id);
    if (earlier === undefined) first.set(instance.id, instance.pointer);
    else
      found.push({
        code: 'fixture/duplicate-instance',
        pointer: instance.pointer,
        data: { instance: instance.id, first: earlier },
      });
  }
  return found;
};

/** Every instance named by given, when or then must be declared somewhere in given (no instance is ever created). */
export const checkUnknownInstances: LintCheck = ({ fixture }) => {
  const declared = new Set(givenInstances(fixture.given).map((instance) => instance.id));
  return instanceReferences(fixture)
    .filter(({ value }) => !declared.has(value))
    .map(({ value, pointer }) => ({ code: 'fixture/unknown-instance', pointer, data: { instance: value } }));
};
