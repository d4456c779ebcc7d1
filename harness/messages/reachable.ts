/** The message of `fixture/unreachable-given`: what the rules would have the turn be instead (spec/INTERPRETING.md 4.1). */
import type { FindingData } from './findings.js';
import { text } from './parts.js';

const REASONS: Partial<Record<string, string>> = {
  'priority-unstated':
    'has a chain or a showdown but leaves turn.priority out, whose default (the active player) is not the rule there. State turn.priority: the controller of the newest chain item, or a player after it who received priority by passes, or the focus holder',
  'focus-outside-showdown':
    'gives a player focus outside a showdown, where nobody has it. Remove turn.focus or set turn.showdown',
  'no-focus-in-showdown': 'has a showdown in which nobody holds focus. Set turn.focus to the player who holds it',
  'open-priority':
    'has an empty chain outside a showdown, where only the active player holds priority, in their main phase, and nobody in other phases. Fix turn.priority',
  'open-passed':
    'records passes with an empty chain outside a showdown, where a pass records nothing. Remove turn.passed',
  'showdown-priority':
    'has a showdown with an empty chain, where the focus holder holds priority. Give turn.priority to the focus holder',
  'showdown-passed':
    'records passes in a showdown that did not lead, one after the other in turn order, to the focus holder. List in turn.passed the players who passed focus up to the holder',
  'chain-priority':
    'gives priority on a chain to nobody. Give it to the controller of the newest chain item, or to a player after it who received it by passes',
  'chain-passed':
    "records passes that do not lead from the newest chain item's controller to the priority holder: that controller holds priority after the item is finalized and the others get it only by passes in turn order. List in turn.passed every player from that controller up to the one before the holder (none when the controller holds priority); for a state just after an Add activation, start before it and script the activation",
};

export function unreachableGiven(d: FindingData): string {
  const reason = REASONS[text(d.reason)] ?? `cannot be reached (${text(d.reason)})`;
  return `The given turn ${reason} (spec/INTERPRETING.md 3, 4.1).`;
}
