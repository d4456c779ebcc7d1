import type { FindingDraft } from '../messages/findings.js';
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

/** The ID a triggered ability takes on the chain: its source's ID, a hyphen, its event, maybe `-2`, `-3`... (4.7). */
const TRIGGER_ITEM = /^(.+)-(becomes-ready|targeted|beginning-phase|main-phase-start)(-[2-9][0-9]*)?$/;

/** Whether the ID is declared, or names a triggered ability of a declared instance as it goes on the chain. */
function isDeclared(declared: ReadonlySet<string>, id: string): boolean {
  if (declared.has(id)) return true;
  const source = TRIGGER_ITEM.exec(id)?.[1];
  return source !== undefined && declared.has(source);
}

/**
 * Every instance named by given, when or then must be declared somewhere in given: no instance is ever created, except
 * the chain item of a triggered ability, named after its source (spec/INTERPRETING.md 4.7).
 */
export const checkUnknownInstances: LintCheck = ({ fixture }) => {
  const declared = new Set(givenInstances(fixture.given).map((instance) => instance.id));
  return instanceReferences(fixture)
    .filter(({ value }) => !isDeclared(declared, value))
    .map(({ value, pointer }) => ({ code: 'fixture/unknown-instance', pointer, data: { instance: value } }));
};
