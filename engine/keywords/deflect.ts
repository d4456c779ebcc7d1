import type { PlayerId } from '../../schemas/types/generated.js';
import { ZERO_COST, type CostAmounts, type RequirementKey } from '../cost/amounts.js';
import type { Component, CostContext } from '../cost/stage.js';
import { everyTargetChoice } from '../play/choices.js';
import { controllerOf } from '../play/targets.js';
import type { Retarget } from '../rule-table.js';
import type { EngineEvent, GameState } from '../state/types.js';
import { findPermanent, keywordsOf } from '../state/zones.js';
import { definitionOf } from '../state/invariant.js';
import type { DeflectInstance } from '../rule-inputs.js';

/** Deflect X: each choice of this permanent by an opponent's spell or ability adds X power of any domain. */

export type { DeflectInstance };

/** Deflect without a number is Deflect 1. */
// deflect.default-value
export function deflectValueOf(keyword: { readonly value?: number }): number {
  return keyword.value ?? 1;
}

/** Every Deflect value on a permanent, printed and granted, adds up. */
// deflect.stacking
export function sumDeflect(instances: readonly DeflectInstance[]): number {
  return instances.reduce((sum, instance) => sum + instance.value, 0);
}

/**
 * Deflect is charged for every choice, so a permanent chosen twice is charged twice, whether by two slots or by the
 * additional execution Repeat adds choosing it again (CR 809.1.c, 820.2.a).
 */
// deflect.per-choice, deflect.repeated-choice, repeat.own-choices
export function everyChoice(executions: readonly (readonly string[])[]): readonly string[] {
  return executions.flat();
}

/** Only a spell or ability of an opponent of the permanent's controller pays Deflect. */
// deflect.opponents-only
export function opponentsOnly(chooser: PlayerId, controller: PlayerId): boolean {
  return chooser !== controller;
}

/** Deflect's power is of any domain, whatever the spell's or the target's domain. */
// deflect.any-domain, pay.any-domain
export function anyDomain(): RequirementKey {
  return 'any';
}

/** One Deflect component per chosen opposing Deflect permanent, as the total is computed (INTERPRETING 4.3.2). */
// deflect.per-choice, deflect.stacking, deflect.opponents-only
export function deflectComponents({ state, context, play }: CostContext): Component[] {
  const { rules, cards } = context;
  return rules.deflectChoices(everyTargetChoice(play)).flatMap((target) => {
    const found = findPermanent(state, target);
    if (!found || !rules.deflectApplies(play.player, found.player)) return [];
    const definition = definitionOf(cards, found.permanent.card);
    const instances = keywordsOf(state, target, definition).flatMap(({ keyword, granted }) =>
      keyword.keyword === 'deflect' ? [{ value: rules.deflectValue(keyword), granted }] : [],
    );
    const value = rules.combineDeflect(instances);
    if (instances.length === 0 || value === 0) return [];
    return [
      {
        id: 'deflect',
        target,
        cost: { energy: 0, power: { [rules.deflectRequirement(play.card)]: value }, discard: 0, kill: 0 },
      },
    ];
  });
}

/** New targets chosen for a finalized spell cost nothing, Deflect included. */
// deflect.rechoice-free
export function rechoiceIsFree(): CostAmounts {
  return ZERO_COST;
}

/** Each slot whose target changed targets its new target, which triggers its `targeted` abilities. */
// deflect.rechoice-is-still-targeting
export function targetedAgain(state: GameState, change: Retarget): EngineEvent[] {
  return change.after.flatMap((target, slot) =>
    change.before[slot] === target
      ? []
      : [
          {
            type: 'targeted' as const,
            player: controllerOf(state, target) ?? change.chooser,
            card: target,
            source: change.item.id,
          },
        ],
  );
}
