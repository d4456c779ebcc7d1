import { fromCost, type CostAmounts } from '../cost/amounts.js';
import type { Component, CostContext } from '../cost/stage.js';
import { keywordsOf } from '../state/zones.js';
import type { GameChainItem } from '../state/types.js';

/** Repeat: an optional cost; paid, the spell's effect executes one more time, with its own choices. */

/** The option ID of the Repeat instance at this index: `repeat` for the first, then `repeat-2`, `repeat-3`... */
export function repeatOptionId(index: number): string {
  return index === 0 ? 'repeat' : `repeat-${index + 1}`;
}

/** Whether an option ID names a Repeat instance. */
export function isRepeatOption(option: string): boolean {
  return /^repeat(-[1-9][0-9]*)?$/.test(option);
}

/**
 * The paid Repeat instances among chosen options: one additional execution each. Only how many there are matters:
 * the additional executions' targets are listed by position (`repeatTargets`), whichever instances were paid.
 */
// repeat.several-instances; CR 820.1.c.2, 820.3
export function paidRepeats(options: readonly string[]): string[] {
  return options.filter(isRepeatOption);
}

/** Repeat costs what is printed with it, once, as part of the one play. */
// repeat.optional-cost, flow.worked-example
export function printedRepeatCost(printed: CostAmounts): CostAmounts {
  return printed;
}

/** Every Repeat option a spell offers, one per instance (printed, then granted), each paid or not on its own. */
// repeat.optional-cost, repeat.several-instances; CR 820.1.c.2, 820.1.c.3
export function repeatOptions({ state, context, play }: CostContext): Component[] {
  return keywordsOf(state, play.instance, play.card)
    .flatMap(({ keyword }) => (keyword.keyword === 'repeat' ? [fromCost(keyword.cost)] : []))
    .map((printed, index) => ({ id: repeatOptionId(index), cost: context.rules.repeatCost(printed, play) }));
}

/**
 * The targets of each execution of a resolving spell, in order: the first execution's, then one list per paid Repeat
 * instance, each with its own choices (an additional execution of a spell without targets has none).
 */
// repeat.optional-cost, repeat.own-choices; CR 820.1.d, 820.2.a, 820.3
export function ownTargetsPerExecution(item: GameChainItem): readonly (readonly string[])[] {
  const repeated = paidRepeats(item.options).map((_option, index) => item.repeatTargets?.[index] ?? []);
  return [item.targets, ...repeated];
}
