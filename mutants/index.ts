/** The catalogue of semantic mutants: every mutant engine, in one array, by chapter (see README.md). */
import costBrazenBuccaneerDiscardFromEmptyHand from './cost/cost-brazen-buccaneer-discard-from-empty-hand.js';
import costBrazenBuccaneerDiscountIgnored from './cost/cost-brazen-buccaneer-discount-ignored.js';
import costBrazenBuccaneerDiscountWithoutDiscard from './cost/cost-brazen-buccaneer-discount-without-discard.js';
import costComponentReductionGeneral from './cost/cost-component-reduction-general.js';
import costComponentReductionSpills from './cost/cost-component-reduction-spills.js';
import costEnergyReductionReducesPower from './cost/cost-energy-reduction-reduces-power.js';
import costIgnoreDropsAdditionalCosts from './cost/cost-ignore-drops-additional-costs.js';
import costIgnoreKeepsBasePower from './cost/cost-ignore-keeps-base-power.js';
import costIgnoreNotApplied from './cost/cost-ignore-not-applied.js';
import costIncreasesAfterReductions from './cost/cost-increases-after-reductions.js';
import costMandatoryCostsSkipped from './cost/cost-mandatory-costs-skipped.js';
import costMandatoryShortfallAccepted from './cost/cost-mandatory-shortfall-accepted.js';
import costNoFloorAtZero from './cost/cost-no-floor-at-zero.js';
import costNonResourceBeforeResources from './cost/cost-non-resource-before-resources.js';
import costNonResourceUnchecked from './cost/cost-non-resource-unchecked.js';
import costOptionalDroppedWhenUnpaid from './cost/cost-optional-dropped-when-unpaid.js';
import costOptionalReopenedAfterPlay from './cost/cost-optional-reopened-after-play.js';
import costOptionalZeroFreeBenefit from './cost/cost-optional-zero-free-benefit.js';
import costOptionalZeroUnpaid from './cost/cost-optional-zero-unpaid.js';
import costPowerReductionReducesEveryRequirement from './cost/cost-power-reduction-reduces-every-requirement.js';
import costReductionExcessCarriedToPower from './cost/cost-reduction-excess-carried-to-power.js';
import costReductionWaivesNonResource from './cost/cost-reduction-waives-non-resource.js';
import costReductionsBeforeAdditionalCosts from './cost/cost-reductions-before-additional-costs.js';
import costTotalBeforeChoices from './cost/cost-total-before-choices.js';
import costTotalBeforeTargets from './cost/cost-total-before-targets.js';
import costTotalModifiedBeforeAdditionalCosts from './cost/cost-total-modified-before-additional-costs.js';
import costDiscountMinimumRaises from './cost/cost-discount-minimum-raises.js';
import costDiscountMinimumOnTotal from './cost/cost-discount-minimum-on-total.js';
import costDiscountsInCreationOrder from './cost/cost-discounts-in-creation-order.js';
import costAnyDiscountOnlyAny from './cost/cost-any-discount-only-any.js';
import costIgnoreAllKeepsNonStandard from './cost/cost-ignore-all-keeps-non-standard.js';
import costIgnorePartIgnoresWholeBase from './cost/cost-ignore-part-ignores-whole-base.js';
import costScopeMatchedToActivePlayer from './cost/cost-scope-matched-to-active-player.js';
import costRechoiceDropsOptions from './cost/cost-rechoice-drops-options.js';
import costComponentDiscountOnCombinedDeflect from './cost/cost-component-discount-on-combined-deflect.js';
import costNonResourceAnyWrongCardIsAnExtraStep from './cost/cost-non-resource-any-wrong-card-is-an-extra-step.js';
import costKillFromBaseOnly from './cost/cost-kill-from-base-only.js';
import costAbilityCostEnergyOnly from './cost/cost-ability-cost-energy-only.js';
import costEquipResourcePartOnly from './cost/cost-equip-resource-part-only.js';
import costEmpowerPrintedCostOnly from './cost/cost-empower-printed-cost-only.js';
import costQualifiedKillAnyFriendlyPermanent from './cost/cost-qualified-kill-any-friendly-permanent.js';
import costXpCostNotSpent from './cost/cost-xp-cost-not-spent.js';
import costComputedDiscountTakenOnce from './cost/cost-computed-discount-taken-once.js';
import costThisTurnConditionAlwaysHolds from './cost/cost-this-turn-condition-always-holds.js';
import costXEngineChoosesZero from './cost/cost-x-engine-chooses-zero.js';
import costXLoweredToWhatIsOffered from './cost/cost-x-lowered-to-what-is-offered.js';
import costHiddenHidePlayedAsACard from './cost/cost-hidden-hide-played-as-a-card.js';
import costHiddenFacedownKeepsItsBaseCost from './cost/cost-hidden-facedown-keeps-its-base-cost.js';
import costHiddenFacedownDropsAdditionalCosts from './cost/cost-hidden-facedown-drops-additional-costs.js';
import costHiddenFacedownUnitEntersTheBase from './cost/cost-hidden-facedown-unit-enters-the-base.js';
import costHiddenEveryHiddenCardIgnoresItsBaseCost from './cost/cost-hidden-every-hidden-card-ignores-its-base-cost.js';
import costXThatMuchReadAsOne from './cost/cost-x-that-much-read-as-one.js';
import costComponentIncreaseBeforeItsDiscount from './cost/cost-component-increase-before-its-discount.js';
import costDomainDiscountsBeforeAnyPower from './cost/cost-domain-discounts-before-any-power.js';
import payAnyDomainRefusesUniversal from './pay/pay-any-domain-refuses-universal.js';
import payAnyDomainUniversalOnly from './pay/pay-any-domain-universal-only.js';
import payAutoKillsTargetFirst from './pay/pay-auto-kills-target-first.js';
import payDeferredInstructionChargedUpFront from './pay/pay-deferred-instruction-charged-up-front.js';
import payDomainMatchSkipped from './pay/pay-domain-match-skipped.js';
import payEnergyPaysPower from './pay/pay-energy-pays-power.js';
import payExhaustedRuneExhaustedAgain from './pay/pay-exhausted-rune-exhausted-again.js';
import payExhaustedRuneNotRecyclable from './pay/pay-exhausted-rune-not-recyclable.js';
import payExhaustedRunePaysDirectly from './pay/pay-exhausted-rune-pays-directly.js';
import payLeftoverPoolCleared from './pay/pay-leftover-pool-cleared.js';
import payNoLegalityCheckAfterPayment from './pay/pay-no-legality-check-after-payment.js';
import payNoRollback from './pay/pay-no-rollback.js';
import payPaidPlaySkipsTiming from './pay/pay-paid-play-skips-timing.js';
import payPassHandsOnOpenPriority from './pay/pay-pass-hands-on-open-priority.js';
import payShowdownAllowsTurnPlayerTiming from './pay/pay-showdown-allows-turn-player-timing.js';
import payMovedTargetTreatedAsGone from './pay/pay-moved-target-treated-as-gone.js';
import payPowerPaysEnergy from './pay/pay-power-pays-energy.js';
import payRollbackKeepsMovedCards from './pay/pay-rollback-keeps-moved-cards.js';
import payRollbackKeepsRunes from './pay/pay-rollback-keeps-runes.js';
import paySpendDrawsOnRunes from './pay/pay-spend-draws-on-runes.js';
import paySpendFromActivePlayerPool from './pay/pay-spend-from-active-player-pool.js';
import payUniversalPowerPaysEnergy from './pay/pay-universal-power-pays-energy.js';
import payUniversalPowerRefused from './pay/pay-universal-power-refused.js';
import payPoolPowerCountedInBulk from './pay/pay-pool-power-counted-in-bulk.js';
import payAutoKillFromBaseOnly from './pay/pay-auto-kill-from-base-only.js';
import accelerateAlwaysCharged from './accelerate/accelerate-always-charged.js';
import accelerateOnlyWhenPrinted from './accelerate/accelerate-only-when-printed.js';
import accelerateAnyDomain from './accelerate/accelerate-any-domain.js';
import accelerateBoughtAfterEntering from './accelerate/accelerate-bought-after-entering.js';
import accelerateEnergyForgotten from './accelerate/accelerate-energy-forgotten.js';
import accelerateEnergyIgnoredWithBase from './accelerate/accelerate-energy-ignored-with-base.js';
import accelerateFiresBecomesReady from './accelerate/accelerate-fires-becomes-ready.js';
import accelerateFirstDomainOnly from './accelerate/accelerate-first-domain-only.js';
import accelerateFreeWithIgnoredBase from './accelerate/accelerate-free-with-ignored-base.js';
import accelerateNeverCharged from './accelerate/accelerate-never-charged.js';
import acceleratePaidUnitEntersExhausted from './accelerate/accelerate-paid-unit-enters-exhausted.js';
import acceleratePayableTwice from './accelerate/accelerate-payable-twice.js';
import acceleratePowerForgotten from './accelerate/accelerate-power-forgotten.js';
import accelerateSeveralDomainsAsDomainless from './accelerate/accelerate-several-domains-as-domainless.js';
import accelerateUnitsEnterReady from './accelerate/accelerate-units-enter-ready.js';
import accelerateZeroUnpaid from './accelerate/accelerate-zero-unpaid.js';
import accelerateZeroWithoutChoosing from './accelerate/accelerate-zero-without-choosing.js';
import accelerateGrantedIgnored from './accelerate/accelerate-granted-ignored.js';
import deflectChargedOncePerSpell from './deflect/deflect-charged-once-per-spell.js';
import deflectChargedToOwnSpells from './deflect/deflect-charged-to-own-spells.js';
import deflectGrantedIgnored from './deflect/deflect-granted-ignored.js';
import deflectIgnored from './deflect/deflect-ignored.js';
import deflectOncePerTarget from './deflect/deflect-once-per-target.js';
import deflectPlainIsTwo from './deflect/deflect-plain-is-two.js';
import deflectPlainIsZero from './deflect/deflect-plain-is-zero.js';
import deflectRechoiceLegalityWaived from './deflect/deflect-rechoice-legality-waived.js';
import deflectRechoiceNotTargeting from './deflect/deflect-rechoice-not-targeting.js';
import deflectRechoiceTriggerResolvesAtOnce from './deflect/deflect-rechoice-trigger-resolves-at-once.js';
import deflectRechoicePays from './deflect/deflect-rechoice-pays.js';
import deflectSpellDomain from './deflect/deflect-spell-domain.js';
import deflectValuesNotSummed from './deflect/deflect-values-not-summed.js';
import deflectSpellsOnly from './deflect/deflect-spells-only.js';
import deflectOnlyOnActivePlayerPlays from './deflect/deflect-only-on-active-player-plays.js';
import deflectOneOpponentOnly from './deflect/deflect-one-opponent-only.js';
import repeatAlwaysChosen from './repeat/repeat-always-chosen.js';
import repeatChargedPerExecution from './repeat/repeat-charged-per-execution.js';
import repeatExecutesOnce from './repeat/repeat-executes-once.js';
import repeatFree from './repeat/repeat-free.js';
import repeatReusesFirstTargets from './repeat/repeat-reuses-first-targets.js';
import repeatDeflectForFirstExecutionOnly from './repeat/repeat-deflect-for-first-execution-only.js';
import repeatOneExtraExecutionAtMost from './repeat/repeat-one-extra-execution-at-most.js';
import repeatGrantedIgnored from './repeat/repeat-granted-ignored.js';
import repeatPlayedOncePerExecution from './repeat/repeat-played-once-per-execution.js';
import flowAddsPrintedCost from './flow/flow-adds-printed-cost.js';
import flowAnyReturnToHandFollowed from './flow/flow-any-return-to-hand-followed.js';
import flowBanishesNormalPlay from './flow/flow-banishes-normal-play.js';
import flowCostEnergyOnly from './flow/flow-cost-energy-only.js';
import flowCostIsWholeTotal from './flow/flow-cost-is-whole-total.js';
import flowCostsSummed from './flow/flow-costs-summed.js';
import flowCounterDestinationFollowed from './flow/flow-counter-destination-followed.js';
import flowCounterFailsOnFlowSpell from './flow/flow-counter-fails-on-flow-spell.js';
import flowCounteredToTrash from './flow/flow-countered-to-trash.js';
import flowFirstInstanceOnly from './flow/flow-first-instance-only.js';
import flowGrantsReactionTiming from './flow/flow-grants-reaction-timing.js';
import flowKeepsPrintedCost from './flow/flow-keeps-printed-cost.js';
import flowReactionTimingLost from './flow/flow-reaction-timing-lost.js';
import flowRepeatChargesFlowAgain from './flow/flow-repeat-charges-flow-again.js';
import flowResolvedToTrash from './flow/flow-resolved-to-trash.js';
import flowSelfReturnIgnored from './flow/flow-self-return-ignored.js';
import flowSkipsCostModifiers from './flow/flow-skips-cost-modifiers.js';
import flowWaivesEnergyShortfall from './flow/flow-waives-energy-shortfall.js';
import flowWaivesPowerShortfall from './flow/flow-waives-power-shortfall.js';
import flowRechoiceForgetsFlow from './flow/flow-rechoice-forgets-flow.js';
import addActivationKeepsThePasses from './add/add-activation-keeps-the-passes.js';
import addAbilityOpensWindow from './add/add-ability-opens-window.js';
import addAbilityPassesFocus from './add/add-ability-passes-focus.js';
import addAbilityPassesPriority from './add/add-ability-passes-priority.js';
import addConduitUsableWhileExhausted from './add/add-conduit-usable-while-exhausted.js';
import addDeclinedPaymentFailsResolution from './add/add-declined-payment-fails-resolution.js';
import addDeclinedPaymentMadeAnyway from './add/add-declined-payment-made-anyway.js';
import addDeclinedPaymentStillDraws from './add/add-declined-payment-still-draws.js';
import addNoAbilityDuringResolution from './add/add-no-ability-during-resolution.js';
import addNoAbilityMidPayment from './add/add-no-ability-mid-payment.js';
import addSpellAddsOnPlay from './add/add-spell-adds-on-play.js';
import addPriorityPassesAfterPlay from './add/add-priority-passes-after-play.js';
import addPriorityToActivePlayerAfterResolution from './add/add-priority-to-active-player-after-resolution.js';
import addSpellAllowedMidPayment from './add/add-spell-allowed-mid-payment.js';
import addSpellStepSkipped from './add/add-spell-step-skipped.js';
import addTriggerRunsAsItTriggers from './add/add-trigger-runs-as-it-triggers.js';
import addBeginningTriggersWithTheReadying from './add/add-beginning-triggers-with-the-readying.js';
import addDeclinedTriggerCountered from './add/add-declined-trigger-countered.js';
import addAppliedCostNoAddAbilities from './add/add-applied-cost-no-add-abilities.js';
import addAutoPaymentSkipsEnergyCostAbilities from './add/add-auto-payment-skips-energy-cost-abilities.js';
import poolActivePlayerOnly from './pool/pool-active-player-only.js';
import poolAdvanceDuringShowdown from './pool/pool-advance-during-showdown.js';
import poolEmptiedAfterMainStartEffects from './pool/pool-emptied-after-main-start-effects.js';
import poolEmptiedAtChannel from './pool/pool-emptied-at-channel.js';
import poolEmptiedAtDraw from './pool/pool-emptied-at-draw.js';
import poolEmptiedAtTurnStart from './pool/pool-emptied-at-turn-start.js';
import poolEmptiedWhenChainEnds from './pool/pool-emptied-when-chain-ends.js';
import poolEmptiedWhenFocusChanges from './pool/pool-emptied-when-focus-changes.js';
import poolEmptyingExhaustsRunes from './pool/pool-emptying-exhausts-runes.js';
import poolEmptyingRecyclesRunes from './pool/pool-emptying-recycles-runes.js';
import poolKeptAtEndOfTurn from './pool/pool-kept-at-end-of-turn.js';
import poolKeptIntoMainPhase from './pool/pool-kept-into-main-phase.js';
import poolFocusPassesAfterTriggerChain from './pool/pool-focus-passes-after-trigger-chain.js';
import poolFocusDecidedByBottomItem from './pool/pool-focus-decided-by-bottom-item.js';
import poolFocusKeptWhenChainCloses from './pool/pool-focus-kept-when-chain-closes.js';
import poolEmptiedBeforeEffectsExpire from './pool/pool-emptied-before-effects-expire.js';
import type { Mutant } from './types.js';

export type { Mutant } from './types.js';
export { mutantAdapter, MUTANT_ADAPTER_PREFIX, type MutantAdapter } from './adapter.js';

/** Every mutant, grouped by the chapter of the rule it misreads, in the order of spec/rules.json's chapters. */
export const MUTANTS: readonly Mutant[] = [
  costBrazenBuccaneerDiscardFromEmptyHand,
  costBrazenBuccaneerDiscountIgnored,
  costBrazenBuccaneerDiscountWithoutDiscard,
  costComponentReductionGeneral,
  costComponentReductionSpills,
  costEnergyReductionReducesPower,
  costIgnoreDropsAdditionalCosts,
  costIgnoreKeepsBasePower,
  costIgnoreNotApplied,
  costIncreasesAfterReductions,
  costMandatoryCostsSkipped,
  costMandatoryShortfallAccepted,
  costNoFloorAtZero,
  costNonResourceBeforeResources,
  costNonResourceUnchecked,
  costOptionalDroppedWhenUnpaid,
  costOptionalReopenedAfterPlay,
  costOptionalZeroFreeBenefit,
  costOptionalZeroUnpaid,
  costPowerReductionReducesEveryRequirement,
  costReductionExcessCarriedToPower,
  costReductionWaivesNonResource,
  costReductionsBeforeAdditionalCosts,
  costTotalBeforeChoices,
  costTotalBeforeTargets,
  costTotalModifiedBeforeAdditionalCosts,
  costDiscountMinimumRaises,
  costDiscountMinimumOnTotal,
  costDiscountsInCreationOrder,
  costAnyDiscountOnlyAny,
  costIgnoreAllKeepsNonStandard,
  costIgnorePartIgnoresWholeBase,
  costScopeMatchedToActivePlayer,
  costRechoiceDropsOptions,
  costComponentDiscountOnCombinedDeflect,
  costComponentIncreaseBeforeItsDiscount,
  costDomainDiscountsBeforeAnyPower,
  costKillFromBaseOnly,
  costAbilityCostEnergyOnly,
  costEquipResourcePartOnly,
  costEmpowerPrintedCostOnly,
  costQualifiedKillAnyFriendlyPermanent,
  costXpCostNotSpent,
  costComputedDiscountTakenOnce,
  costThisTurnConditionAlwaysHolds,
  costXEngineChoosesZero,
  costXThatMuchReadAsOne,
  costXLoweredToWhatIsOffered,
  costHiddenHidePlayedAsACard,
  costHiddenFacedownKeepsItsBaseCost,
  costHiddenFacedownDropsAdditionalCosts,
  costHiddenFacedownUnitEntersTheBase,
  costHiddenEveryHiddenCardIgnoresItsBaseCost,
  costNonResourceAnyWrongCardIsAnExtraStep,
  payAnyDomainRefusesUniversal,
  payAnyDomainUniversalOnly,
  payAutoKillsTargetFirst,
  payDeferredInstructionChargedUpFront,
  payDomainMatchSkipped,
  payEnergyPaysPower,
  payExhaustedRuneExhaustedAgain,
  payExhaustedRuneNotRecyclable,
  payExhaustedRunePaysDirectly,
  payLeftoverPoolCleared,
  payNoLegalityCheckAfterPayment,
  payNoRollback,
  payPaidPlaySkipsTiming,
  payPassHandsOnOpenPriority,
  payShowdownAllowsTurnPlayerTiming,
  payMovedTargetTreatedAsGone,
  payPowerPaysEnergy,
  payRollbackKeepsMovedCards,
  payRollbackKeepsRunes,
  paySpendDrawsOnRunes,
  paySpendFromActivePlayerPool,
  payUniversalPowerPaysEnergy,
  payUniversalPowerRefused,
  payPoolPowerCountedInBulk,
  payAutoKillFromBaseOnly,
  accelerateAlwaysCharged,
  accelerateOnlyWhenPrinted,
  accelerateAnyDomain,
  accelerateBoughtAfterEntering,
  accelerateEnergyForgotten,
  accelerateEnergyIgnoredWithBase,
  accelerateFiresBecomesReady,
  accelerateFirstDomainOnly,
  accelerateFreeWithIgnoredBase,
  accelerateNeverCharged,
  acceleratePaidUnitEntersExhausted,
  acceleratePayableTwice,
  acceleratePowerForgotten,
  accelerateSeveralDomainsAsDomainless,
  accelerateUnitsEnterReady,
  accelerateZeroUnpaid,
  accelerateZeroWithoutChoosing,
  accelerateGrantedIgnored,
  deflectChargedOncePerSpell,
  deflectChargedToOwnSpells,
  deflectGrantedIgnored,
  deflectIgnored,
  deflectOncePerTarget,
  deflectPlainIsTwo,
  deflectPlainIsZero,
  deflectRechoiceLegalityWaived,
  deflectRechoiceNotTargeting,
  deflectRechoiceTriggerResolvesAtOnce,
  deflectRechoicePays,
  deflectSpellDomain,
  deflectValuesNotSummed,
  deflectSpellsOnly,
  deflectOnlyOnActivePlayerPlays,
  deflectOneOpponentOnly,
  repeatAlwaysChosen,
  repeatChargedPerExecution,
  repeatExecutesOnce,
  repeatFree,
  repeatReusesFirstTargets,
  repeatDeflectForFirstExecutionOnly,
  repeatOneExtraExecutionAtMost,
  repeatGrantedIgnored,
  repeatPlayedOncePerExecution,
  flowAddsPrintedCost,
  flowAnyReturnToHandFollowed,
  flowBanishesNormalPlay,
  flowCostEnergyOnly,
  flowCostIsWholeTotal,
  flowCostsSummed,
  flowCounterDestinationFollowed,
  flowCounterFailsOnFlowSpell,
  flowCounteredToTrash,
  flowFirstInstanceOnly,
  flowGrantsReactionTiming,
  flowKeepsPrintedCost,
  flowReactionTimingLost,
  flowRepeatChargesFlowAgain,
  flowResolvedToTrash,
  flowSelfReturnIgnored,
  flowSkipsCostModifiers,
  flowWaivesEnergyShortfall,
  flowWaivesPowerShortfall,
  flowRechoiceForgetsFlow,
  addActivationKeepsThePasses,
  addAbilityOpensWindow,
  addAbilityPassesFocus,
  addAbilityPassesPriority,
  addConduitUsableWhileExhausted,
  addDeclinedPaymentFailsResolution,
  addDeclinedPaymentMadeAnyway,
  addDeclinedPaymentStillDraws,
  addNoAbilityDuringResolution,
  addNoAbilityMidPayment,
  addSpellAddsOnPlay,
  addPriorityPassesAfterPlay,
  addPriorityToActivePlayerAfterResolution,
  addSpellAllowedMidPayment,
  addSpellStepSkipped,
  addTriggerRunsAsItTriggers,
  addBeginningTriggersWithTheReadying,
  addDeclinedTriggerCountered,
  addAppliedCostNoAddAbilities,
  addAutoPaymentSkipsEnergyCostAbilities,
  poolActivePlayerOnly,
  poolAdvanceDuringShowdown,
  poolEmptiedAfterMainStartEffects,
  poolEmptiedAtChannel,
  poolEmptiedAtDraw,
  poolEmptiedAtTurnStart,
  poolEmptiedWhenChainEnds,
  poolEmptiedWhenFocusChanges,
  poolEmptyingExhaustsRunes,
  poolEmptyingRecyclesRunes,
  poolKeptAtEndOfTurn,
  poolKeptIntoMainPhase,
  poolFocusPassesAfterTriggerChain,
  poolFocusDecidedByBottomItem,
  poolFocusKeptWhenChainCloses,
  poolEmptiedBeforeEffectsExpire,
];
