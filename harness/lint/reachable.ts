/**
 * Whether the turn of a given state is one the rules can reach, as the contract models it (spec/INTERPRETING.md 3 and
 * 4.1): who holds priority and focus, and who has passed, given the chain and the showdown.
 */
import type { State } from '../../schemas/types/generated.js';
import type { FindingDraft } from '../messages/findings.js';
import type { LintCheck } from './context.js';

type Turn = State['turn'];

/** Why a given turn cannot be reached; each names the state the rules would give instead. */
export type UnreachableReason =
  | 'priority-unstated'
  | 'focus-outside-showdown'
  | 'no-focus-in-showdown'
  | 'open-priority'
  | 'open-passed'
  | 'showdown-priority'
  | 'showdown-passed'
  | 'chain-priority'
  | 'chain-passed';

/** The players in turn order: numeric order of their IDs (spec/INTERPRETING.md 4.1). */
function turnOrder(state: State): string[] {
  return Object.keys(state.players).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
}

/** The players from `first` up to, not including, `holder`, in turn order: the passes that led from one to the other. */
function passesBetween(order: readonly string[], first: string, holder: string): string[] | undefined {
  const start = order.indexOf(first);
  const run: string[] = [];
  for (let i = 0; i < order.length; i += 1) {
    const player = order[(start + i) % order.length] ?? first;
    if (player === holder) return run;
    run.push(player);
  }
  return undefined;
}

/** Whether `passed` ends with the player before `holder` and runs back from there without a gap (CR 338.1.b.1, 339.2). */
function isRunBefore(order: readonly string[], passed: readonly string[], holder: string): boolean {
  const run = passesBetween(order, order[(order.indexOf(holder) + 1) % order.length] ?? holder, holder) ?? [];
  const tail = run.slice(run.length - passed.length);
  return passed.length < order.length && sameSet(tail, passed);
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((player) => b.includes(player));
}

/** The neutral open state: the active player holds priority in their main phase, nobody otherwise; no passes (CR 312.2.a, 335). */
function openReasons(turn: Turn, priority: string | null): UnreachableReason[] {
  const expected = turn.phase === 'main' ? turn.activePlayer : null;
  return [
    ...(priority === expected ? [] : ['open-priority' as const]),
    ...((turn.passed ?? []).length === 0 ? [] : ['open-passed' as const]),
  ];
}

/** A showdown with an empty chain: the focus holder holds priority (CR 312.2.b, 313.2), after a run of passes (CR 347.2.b). */
function showdownReasons(order: readonly string[], turn: Turn, priority: string | null): UnreachableReason[] {
  const focus = turn.focus ?? null;
  if (focus === null) return [];
  if (priority !== focus) return ['showdown-priority'];
  return isRunBefore(order, turn.passed ?? [], focus) ? [] : ['showdown-passed'];
}

/**
 * A chain: its newest item's controller holds priority once it is finalized (CR 337.4, 312.2.c, 340.4), and the others
 * get it only by passes in turn order from that player (CR 338.1.b.1, 339.2, 312.2.d), which `passed` records.
 */
function chainReasons(order: readonly string[], state: State, priority: string | null): UnreachableReason[] {
  const newest = state.chain?.at(-1)?.controller;
  if (newest === undefined) return [];
  const passes = priority === null ? undefined : passesBetween(order, newest, priority);
  if (passes === undefined) return ['chain-priority'];
  return sameSet(passes, state.turn.passed ?? []) ? [] : ['chain-passed'];
}

function focusReasons(turn: Turn): UnreachableReason[] {
  const focus = turn.focus ?? null;
  if (turn.showdown === true) return focus === null ? ['no-focus-in-showdown'] : [];
  return focus === null ? [] : ['focus-outside-showdown']; // CR 313.1, 313.5
}

/** Every reason the given turn cannot be reached, empty when it can. */
export function unreachableReasons(state: State): UnreachableReason[] {
  const { turn } = state;
  const order = turnOrder(state);
  const closed = (state.chain ?? []).length > 0;
  // CR 312.2.b, 312.2.c, 313.2, 335.1, 337.4: with a chain or a showdown the default (the active player) need not be the rule.
  if ((closed || turn.showdown === true) && turn.priority === undefined) return ['priority-unstated'];
  const priority = turn.priority === undefined ? (turn.phase === 'main' ? turn.activePlayer : null) : turn.priority;
  const timing = closed
    ? chainReasons(order, state, priority)
    : turn.showdown === true
      ? showdownReasons(order, turn, priority)
      : openReasons(turn, priority);
  return [...focusReasons(turn), ...timing];
}

/** The given's priority, focus, passes, showdown and chain agree with the contract's model of the turn (4.1). */
export const checkReachableGiven: LintCheck = ({ fixture }) =>
  unreachableReasons(fixture.given).map((reason): FindingDraft => ({
    code: 'fixture/unreachable-given',
    pointer: '/given/turn',
    data: { reason },
  }));
