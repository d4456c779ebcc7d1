import { deepEqual } from './deep-equal.js';
import type { State } from '../../schemas/types/generated.js';
import { shortJson } from '../text/json-text.js';
import { child, pointer, valueAt } from '../text/pointer.js';
import { canonicalState, firstDifference, UNORDERED_ZONES } from './canonical.js';
import { completeState } from './complete.js';
import { maskState } from './observed.js';
import type { VerdictCheck } from './types.js';

/** Where a rejected step changed the state: a pointer into the observed state, and the value there before and after. */
export interface StateChange {
  readonly where: string;
  readonly before: unknown;
  readonly after: unknown;
  /** The ID of the card, rune, chain item or effect the change is in, when it is in one. */
  readonly item?: string;
}

type Token = string | number;

function idOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}

function ids(list: unknown): string[] {
  return Array.isArray(list) ? list.map((item) => idOf(item) ?? '?') : [];
}

/** A pool amount left out reads as 0 (canonical pools drop zero amounts). */
function amount(tokens: readonly Token[], value: unknown): unknown {
  return value === undefined && tokens[2] === 'pool' ? 0 : value;
}

/**
 * Locates the first change between two canonical states, in the terms of the observed state: an index into a zone
 * the canonical form sorts by ID is mapped back to the item's index in the observed state, and a zone whose items
 * differ is shown as the IDs it held before and after.
 */
export function locateChange(before: State, after: State, observedAfter: State): StateChange | undefined {
  const tokens = firstDifference(before, after);
  if (tokens === undefined) return undefined;
  const [top, player, zone, index] = tokens;
  const sorted = top === 'players' && (UNORDERED_ZONES as readonly Token[]).includes(zone ?? '');
  if (sorted && typeof index === 'number') {
    const zonePath = pointer('players', player ?? '', zone ?? '');
    const [wasThere, isThere] = [valueAt(before, zonePath), valueAt(after, zonePath)];
    const [itemBefore, itemAfter] = [(wasThere as unknown[])[index], (isThere as unknown[] | undefined)?.[index]];
    const id = idOf(itemBefore);
    if (id === undefined || id !== idOf(itemAfter))
      return { where: zonePath, before: ids(wasThere), after: ids(isThere) };
    const observedIndex = ids(valueAt(observedAfter, zonePath)).indexOf(id);
    const rest = tokens.slice(4);
    const where = pointer('players', player ?? '', zone ?? '', observedIndex, ...rest);
    const inner = pointer(...rest);
    return { where, before: valueAt(itemBefore, inner), after: valueAt(itemAfter, inner), item: id };
  }
  const where = pointer(...tokens);
  return { where, before: amount(tokens, valueAt(before, where)), after: amount(tokens, valueAt(after, where)) };
}

/** 3. Every step observed as rejected, expected or not, leaves the whole state as it was before it (pay.rollback). */
export const checkRollback: VerdictCheck = ({ given, steps, rollbackParts = [] }) => {
  for (const [i, step] of steps.entries()) {
    if (step.outcome !== 'rejected') continue;
    // Parts not observed at this step or the one before are left out on both sides.
    const hide = (state: State): State => maskState(completeState(state), rollbackParts[i] ?? []);
    const before = canonicalState(hide(i === 0 ? given : (steps[i - 1]?.state ?? given)));
    const after = canonicalState(hide(step.state));
    if (deepEqual(before, after)) continue;
    const change = locateChange(before, after, step.state);
    if (change === undefined) continue;
    return {
      code: 'verdict/not-rolled-back',
      pointer: child('/then/steps', i),
      expected: change.before,
      observed: change.after,
      data: {
        step: i,
        where: change.where,
        before: shortJson(change.before),
        after: shortJson(change.after),
        ...(change.item === undefined ? {} : { item: change.item }),
      },
    };
  }
  return undefined;
};
