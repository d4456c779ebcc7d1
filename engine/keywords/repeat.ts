import { fromCost, type CostAmounts } from '../cost/amounts.js';
import type { Component, CostContext } from '../cost/stage.js';
import { keywordsOf } from '../state/zones.js';
import type { GameChainItem } from '../state/types.js';

/** Repeat: an optional cost; paid, the spell's effect executes one more time. */

/** Repeat costs what is printed with it, once, as part of the one play. */
// repeat.optional-cost, flow.worked-example
export function printedRepeatCost(printed: CostAmounts): CostAmounts {
  return printed;
}

/** The Repeat option a spell offers (its first Repeat instance), if it has the keyword. */
export function repeatOption({ state, context, play }: CostContext): Component | undefined {
  for (const { keyword } of keywordsOf(state, play.instance, play.card)) {
    if (keyword.keyword === 'repeat')
      return { id: 'repeat', cost: context.rules.repeatCost(fromCost(keyword.cost), play) };
  }
  return undefined;
}

/** A spell's effect executes once, or twice in a row when Repeat was paid. */
// repeat.optional-cost, cost.optional-zero-paid
export function executionsOf(item: GameChainItem): number {
  return item.options.includes('repeat') ? 2 : 1;
}
