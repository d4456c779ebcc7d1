/**
 * The targets of chain items as a part of their own (`chain.targets`, spec/lists/state-parts.schema.json): an engine
 * that keeps no targets on its chain items observes the chain without them.
 */
import type { Collection, Item, State } from '../../schemas/types/generated.js';
import { child } from '../text/pointer.js';

/** The fields of a chain item that hold its targets. */
const TARGET_FIELDS: readonly string[] = ['targets', 'repeatTargets'];

function withoutTargets(item: Item, at: string, dropped: string[]): Item {
  if (typeof item === 'string') return item;
  const kept = Object.entries(item).filter(([key]) => {
    if (TARGET_FIELDS.includes(key)) dropped.push(child(at, key));
    return !TARGET_FIELDS.includes(key);
  });
  return Object.fromEntries(kept) as Item;
}

/** A chain pattern with no item field on targets, and the pointer of each field left out. */
export function chainPatternWithoutTargets(
  pattern: Collection,
  at: string,
): { readonly pattern: Collection; readonly dropped: readonly string[] } {
  const dropped: string[] = [];
  if (Array.isArray(pattern)) {
    const items = pattern.map((item, i) => withoutTargets(item, child(at, i), dropped));
    return { pattern: items, dropped };
  }
  const { includes } = pattern;
  if (includes === undefined) return { pattern, dropped };
  const kept = includes.map((item, i) => withoutTargets(item, child(at, 'includes', i), dropped));
  return { pattern: { ...pattern, includes: kept }, dropped };
}

/** The chain with every item's targets blank, as an engine that keeps none reports them. */
export function chainWithoutTargets(chain: NonNullable<State['chain']>): NonNullable<State['chain']> {
  return chain.map((item) => {
    const blank = { ...item, targets: [] };
    delete blank.repeatTargets;
    return blank;
  });
}
