import { deepEqual } from './deep-equal.js';
import type { ExpectedQuery, QueryAnswer, State, StatePart } from '../../schemas/types/generated.js';
import { completeState } from './complete.js';
import { shortJson } from '../text/json-text.js';
import { child } from '../text/pointer.js';
import { sparseAmounts } from './amounts.js';
import { canonicalState } from './canonical.js';
import { maskState } from './observed.js';
import { locateChange } from './rollback.js';
import type { Divergence } from './types.js';

/**
 * What an answer says for its kind of query (spec/INTERPRETING.md 4.8), in a form compared exactly: a `playable` no
 * with its code, a total's amounts without zeros, a yes or no, the playable cards as a set, or the code of choices a
 * play would refuse before its cost.
 */
export function answerMeaning(kind: ExpectedQuery['ask']['kind'], answer: QueryAnswer): unknown {
  if (kind === 'playable')
    return answer.playable === true ? { playable: true } : { playable: answer.playable ?? null, code: answer.code };
  if (answer.code !== undefined) return { code: answer.code };
  if (kind === 'total-cost') return { totalCost: answer.totalCost ? sparseAmounts(answer.totalCost) : null };
  if (kind === 'can-pay') return { canPay: answer.canPay ?? null };
  return { playableCards: [...(answer.playableCards ?? [])].sort() };
}

/** The queries of one point of a fixture: where they are in it, and the number of steps applied before them. */
export interface QueryPoint {
  readonly pointer: string;
  readonly after: number;
  readonly queries: readonly ExpectedQuery[];
}

/** Every point of a fixture that asks queries: `then.queries` in `given`, then each step's after that step. */
export function queryPoints(then: {
  readonly queries?: readonly ExpectedQuery[];
  readonly steps: readonly { readonly queries?: readonly ExpectedQuery[] }[];
}): QueryPoint[] {
  const points: QueryPoint[] = [];
  if (then.queries) points.push({ pointer: '/then/queries', after: 0, queries: then.queries });
  then.steps.forEach((step, i) => {
    if (step.queries)
      points.push({ pointer: child('/then/steps', i) + '/queries', after: i + 1, queries: step.queries });
  });
  return points;
}

/** The first answer that differs from the rules' (verdict/query-answer). */
export function checkAnswers(point: QueryPoint, answers: readonly QueryAnswer[]): Divergence | undefined {
  for (const [j, expected] of point.queries.entries()) {
    const want = answerMeaning(expected.ask.kind, expected.answer);
    const got = answerMeaning(expected.ask.kind, answers[j] ?? {});
    if (deepEqual(want, got)) continue;
    return {
      code: 'verdict/query-answer',
      pointer: child(point.pointer, j) + '/answer',
      expected: want,
      observed: got,
      data: { query: j, kind: expected.ask.kind, expected: shortJson(want), observed: shortJson(got) },
    };
  }
  return undefined;
}

/** A query changed the state: the state read back after the answers differs from the state before (4.8). */
export function checkUnchanged(
  point: QueryPoint,
  before: State,
  after: State,
  unobserved: readonly StatePart[],
): Divergence | undefined {
  const hide = (state: State): State => canonicalState(maskState(completeState(state), unobserved));
  const [was, is] = [hide(before), hide(after)];
  if (deepEqual(was, is)) return undefined;
  const change = locateChange(was, is, after);
  if (change === undefined) return undefined;
  return {
    code: 'verdict/query-changed-state',
    pointer: point.pointer,
    expected: change.before,
    observed: change.after,
    data: { where: change.where, before: shortJson(change.before), after: shortJson(change.after) },
  };
}
