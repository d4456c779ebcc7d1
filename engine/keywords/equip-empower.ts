import type { Ability, Keyword } from '../../schemas/types/generated.js';
import type { CardDefinition, DeepReadonly, GameState } from '../state/types.js';
import { keywordsOf } from '../state/zones.js';

/** Equip and Empower: activated ability keywords, each instance an ability of its own (INTERPRETING 4.12). */

type CostKeyword = Extract<Keyword, { keyword: 'equip' | 'empower' }>;

/** The ability ID of an instance: `equip` for the first, then `equip-2`...; likewise `empower`. */
export function keywordAbilityId(keyword: CostKeyword['keyword'], index: number): string {
  return index === 0 ? keyword : `${keyword}-${index + 1}`;
}

/** Whether an ability is an Empower instance: its effect empowers its source. */
export function isEmpowerAbility(ability: DeepReadonly<Ability>): boolean {
  return ability.effect.some((instruction) => instruction.do === 'empower-self');
}

/**
 * The instance's own cost with the keyword's text that alters it taken into account: its energy less what that
 * text takes off, once or once for each rune the controller controls, never below 0.
 */
// CR 818.1.c.4, 827.1.c.3, 356.6
export function keywordCost(keyword: DeepReadonly<CostKeyword>, runes: number): Ability['cost'] {
  const { less } = keyword;
  if (!less) return { ...keyword.cost };
  const off = less.each === 'rune' ? less.energy * runes : less.energy;
  const energy = Math.max(0, (keyword.cost.energy ?? 0) - off);
  return { ...keyword.cost, energy };
}

/** The ability an instance stands for: Equip targets a friendly unit and attaches; Empower empowers its source. */
// CR 818.1.b.1, 818.1.c.2, 827.1.b.1, 827.1.c.1
function abilityOf(keyword: DeepReadonly<CostKeyword>, id: string, runes: number): Ability {
  const cost = keywordCost(keyword, runes);
  if (keyword.keyword === 'equip') {
    return {
      id,
      reaction: false,
      cost,
      targets: [{ filter: 'friendly-unit' }],
      effect: [{ do: 'attach-self', target: 0 }],
    };
  }
  return { id, reaction: false, cost, effect: [{ do: 'empower-self' }] };
}

/** Every Equip and Empower instance of a permanent (printed, then granted), each its own ability. */
// CR 818.4, 827.3
export function keywordAbilities(state: GameState, player: string, instance: string, card: CardDefinition): Ability[] {
  const runes = state.players[player]?.runes.length ?? 0;
  const counts = { equip: 0, empower: 0 };
  return keywordsOf(state, instance, card).flatMap(({ keyword }) => {
    if (keyword.keyword !== 'equip' && keyword.keyword !== 'empower') return [];
    const index = counts[keyword.keyword]++;
    return [abilityOf(keyword, keywordAbilityId(keyword.keyword, index), runes)];
  });
}
