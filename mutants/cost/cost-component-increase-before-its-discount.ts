import type { Mutant } from '../types.js';
import { defaultRules } from '../../engine/index.js';
import {
  additionalCostsWith,
  componentIncreases,
  discountedComponent,
  type ComponentCost,
} from '../../engine/cost/additional-costs.js';
import { addCosts } from '../../engine/cost/amounts.js';

/**
 * componentCost of engine/cost/additional-costs.ts with the increases scoped to a component added to it before its
 * own discounts meet it, so that a discount the floor would cut short absorbs the increase.
 */
const increaseFirst: ComponentCost = (cost, id, printed) =>
  discountedComponent(cost, id, addCosts(printed, componentIncreases(cost, id)));

export default {
  id: 'cost-component-increase-before-its-discount',
  rule: 'cost.order',
  description:
    'Adds an increase scoped to one component (Deflect, say) to it before the discounts scoped to that component: a 2-power Deflect discount on a Deflect 1 absorbs a 1-power Deflect increase instead of stopping at 0 before it.',
  overrides: {
    stages: { ...defaultRules.stages, additional: additionalCostsWith(increaseFirst) },
  },
} satisfies Mutant;
