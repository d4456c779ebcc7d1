/**
 * The abilities a card offers to an `activate` step as the lint reads them: its printed abilities, and one for each
 * printed Equip or Empower instance (`equip`, `equip-2`..., `empower`, `empower-2`...; spec/INTERPRETING.md 4.12).
 */
import type { CatalogueCard } from '../load/catalogue.js';

type Ability = NonNullable<CatalogueCard['abilities']>[number];

/** The keyword an ability ID names, if it names an Equip or Empower instance, and the instance's index. */
export function keywordAbilityOf(id: string): { keyword: 'equip' | 'empower'; index: number } | undefined {
  const match = /^(equip|empower)(?:-([2-9]|[1-9][0-9]+))?$/.exec(id);
  if (!match) return undefined;
  return { keyword: match[1] as 'equip' | 'empower', index: match[2] === undefined ? 0 : Number(match[2]) - 1 };
}

/** The ability `id` of a card: a printed one, or the Equip or Empower instance it names, its cost as printed. */
export function abilityOfCard(card: CatalogueCard | undefined, id: string): Ability | undefined {
  const printed = card?.abilities?.find((entry) => entry.id === id);
  if (printed || card === undefined) return printed;
  const named = keywordAbilityOf(id);
  if (!named) return undefined;
  const instance = (card.keywords ?? []).flatMap((k) => (k.keyword === named.keyword ? [k] : []))[named.index];
  return instance ? { id, reaction: false, cost: instance.cost, effect: [] } : undefined;
}
