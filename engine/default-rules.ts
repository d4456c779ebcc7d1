import { defaultQueries } from './query/answers.js';
import { payAppliedCost } from './play/applied-costs.js';
import { counter } from './chain/instructions/counter.js';
import { add } from './chain/instructions/add.js';
import { draw } from './chain/instructions/draw.js';
import { move } from './chain/instructions/move.js';
import { newTargets } from './chain/instructions/new-targets.js';
import { attachSelf, empowerSelf } from './chain/instructions/attach.js';
import { optionalPayment } from './chain/instructions/optional-payment.js';
import { payAnyAmount } from './chain/instructions/pay-any-amount.js';
import { predict } from './chain/instructions/predict.js';
import { ready } from './chain/instructions/ready.js';
import { returnSelfToHand } from './chain/instructions/return-self.js';
import { holderAfterFinalize, holderAfterResolution } from './chain/holder.js';
import { decidePass, passHandsOn } from './chain/priority.js';
import { addsResources, triggerOnEvent } from './chain/triggers.js';
import { fromCost } from './cost/amounts.js';
import { usableAbilities } from './pay/auto-abilities.js';
import { additionalCostsStage } from './cost/additional-costs.js';
import { baseCostStage } from './cost/base-cost.js';
import { applyOwnMinimum, inPlayerOrder } from './cost/discounts.js';
import { floorStage } from './cost/floor.js';
import { increasesStage } from './cost/increases.js';
import { reductionsStage } from './cost/reductions.js';
import { COST_STAGES } from './cost/stage.js';
import { nothingLeft, totalModificationsStage } from './cost/total-modifications.js';
import { accelerateCostFor, chargedOnce } from './keywords/accelerate.js';
import {
  anyDomain,
  deflectValueOf,
  everyChoice,
  opponentsOnly,
  rechoiceIsFree,
  sumDeflect,
  targetedAgain,
} from './keywords/deflect.js';
import { chosenFlowInstance, flowReplacement, flowReplacesBase } from './keywords/flow.js';
import { ownTargetsPerExecution, printedRepeatCost } from './keywords/repeat.js';
import { targetsLast } from './pay/auto-payer.js';
import { exactCoverage } from './pay/check.js';
import { settleExactly } from './pay/run.js';
import { onlyEnergyPaysEnergy, powerMatchesRequirement } from './pay/sources.js';
import { paymentSteps } from './pay/steps.js';
import { decideActivate, energyAndDeflect } from './play/activate.js';
import { enterBase } from './play/finalize.js';
import { standardTiming } from './play/legality.js';
import { decideHide } from './play/hide.js';
import { decideChooseOptionalCost } from './play/optional-cost.js';
import { enoughToPerform } from './play/performable.js';
import { decidePlay } from './play/play.js';
import { matchesFilter, recheckTargets } from './play/targets.js';
import type { RuleTable } from './rule-table.js';
import { decideAdvance, whyNoAdvance } from './turn/advance.js';
import { phaseStarts, readyingChainResolved } from './turn/phases.js';
import { emptyResources, everyPool } from './turn/pool-emptying.js';

/** The rules as the corpus reads them: every entry of the table, each implemented in its own module. */
export const defaultRules: RuleTable = {
  queries: defaultQueries,
  actions: {
    play: decidePlay,
    activate: decideActivate,
    pass: decidePass,
    advance: decideAdvance,
    'choose-optional-cost': decideChooseOptionalCost,
    hide: decideHide,
  },

  priorityAfterFinalize: holderAfterFinalize,
  priorityAfterResolution: holderAfterResolution,
  timing: standardTiming,
  advanceRefusal: whyNoAdvance,
  passHandsOn,
  targetMatches: matchesFilter,
  legalityCheck: recheckTargets,
  canPerform: enoughToPerform,

  totalCostChoices: (play) => play,
  costStages: () => COST_STAGES,
  stages: {
    base: baseCostStage,
    additional: additionalCostsStage,
    increases: increasesStage,
    reductions: reductionsStage,
    total: totalModificationsStage,
    floor: floorStage,
  },
  baseCost: flowReplacesBase,
  flowCost: chosenFlowInstance,
  // cost.ignore-base, cost.ignore-base.one-part: only the base cost's energy and power, or the one part named (CR 356.1.b)
  applyIgnoreCost: (component, cost, part) =>
    component !== 'base'
      ? cost
      : { ...cost, energy: part === 'power' ? cost.energy : 0, power: part === 'energy' ? cost.power : {} },
  ignoreAllCosts: nothingLeft,
  // cost.mandatory; pay.deferred-instruction: costs inside instructions are not part of the total
  mandatoryCosts: (card) =>
    (card.additionalCosts ?? [])
      .filter((cost) => !cost.optional)
      .map((cost) => ({ id: cost.id, cost: fromCost(cost.cost) })),
  // cost.component-reduction
  effectComponent: (effect) => ('scope' in effect ? effect.scope.component : undefined),
  reduce: applyOwnMinimum,
  discountOrder: inPlayerOrder,
  // cost.optional-zero-paid: chosen means paid, whatever it came to; not chosen gives nothing
  optionBenefitApplies: (option) => option.chosen,
  activationCost: energyAndDeflect,
  accelerateCost: accelerateCostFor,
  accelerateInstancesCharged: chargedOnce,
  repeatCost: printedRepeatCost,
  deflectValue: deflectValueOf,
  combineDeflect: sumDeflect,
  deflectChoices: everyChoice,
  deflectApplies: opponentsOnly,
  deflectRequirement: anyDomain,

  paymentSteps,
  // pay.from-pool: only a ready rune is exhausted; any rune, ready or not, can be recycled
  canExhaustRune: (rune) => rune.ready,
  canRecycleRune: () => true,
  // add.own-cost-required
  canPayAbilityCost: (permanent) => permanent.ready,
  sourcePaysEnergy: onlyEnergyPaysEnergy,
  sourcePaysPower: powerMatchesRequirement,
  coverage: exactCoverage,
  settlePayment: settleExactly,
  autoPayAbilities: usableAbilities,
  killOrder: targetsLast,
  // pay.rollback: a rejected play keeps nothing
  rollback: () => [],

  unitEntry: enterBase,
  executionTargets: ownTargetsPerExecution,
  leaveChain: flowReplacement,
  rechoiceCost: rechoiceIsFree,
  retargetEvents: targetedAgain,
  instructions: {
    draw,
    move,
    ready,
    counter,
    'return-self-to-hand': returnSelfToHand,
    add,
    predict,
    'optional-payment': optionalPayment,
    'pay-any-amount': payAnyAmount,
    'new-targets': newTargets,
    'attach-self': attachSelf,
    'empower-self': empowerSelf,
  },
  payAppliedCost,
  triggerResolvesAtOnce: addsResources,
  // CR 404.2.a: a declined triggered ability is removed, not countered
  declineTrigger: () => undefined,
  chainResolved: readyingChainResolved,
  onEvent: triggerOnEvent,

  phaseStart: phaseStarts,
  poolsToEmpty: everyPool,
  emptyPool: emptyResources,
};
