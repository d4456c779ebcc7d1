import { addCosts } from '../../engine/cost/amounts.js';
import type { Mutant } from '../types.js';

export default {
  id: 'flow-adds-printed-cost',
  rule: 'flow.alternative-base-cost',
  description: 'Adds the Flow cost to the printed cost instead of putting it in its place.',
  overrides: {
    baseCost: (printed, flow) => (flow === null ? printed : addCosts(printed, flow)),
  },
} satisfies Mutant;
