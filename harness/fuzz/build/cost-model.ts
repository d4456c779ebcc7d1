import type { Cost, Effect } from '../../../schemas/types/generated.js';
import type { CatalogueCard } from '../../load/catalogue.js';
import { ME, opponentsOf, type Draft } from './draft.js';

/**
 * The generator's own estimate of a play's total cost (spec/INTERPRETING.md 4.3), used only to script payments that
 * are exact or wrong in one known way. The reference engine, never this estimate, decides what a scenario expects:
 * where the two disagree, the scripted payment is simply wrong in some other way.
 */
export interface Total {
  energy: number;
  power: Record<string, number>;
  discard: number;
  kill: number;
}

/** A play as the cost stages see it. */
export interface PlayShape {
  readonly card: CatalogueCard;
  readonly instance: string;
  readonly flow: number | undefined;
  readonly options: readonly string[];
  readonly targets: readonly string[];
}

function fromCost(cost: Cost | undefined): Total {
  return {
    energy: cost?.energy ?? 0,
    power: { ...(cost?.power ?? {}) },
    discard: cost?.discard ?? 0,
    kill: cost?.kill ?? 0,
  };
}

function add(total: Total, cost: Total | Cost, sign = 1): void {
  total.energy = Math.max(0, total.energy + sign * (cost.energy ?? 0));
  total.discard = Math.max(0, total.discard + sign * (cost.discard ?? 0));
  total.kill = Math.max(0, total.kill + sign * (cost.kill ?? 0));
  for (const [key, amount] of Object.entries(cost.power ?? {})) {
    const next = Math.max(0, (total.power[key] ?? 0) + sign * amount);
    if (next > 0) total.power[key] = next;
    else Reflect.deleteProperty(total.power, key);
  }
}

type CostEffect = Extract<Effect, { scope: unknown }>;

/** A discount: energy never below the discount's own minimum, which never raises it (cost.discount-minimum). */
function discount(total: Total, effect: Extract<Effect, { kind: 'cost-reduction' }>): void {
  const before = total.energy;
  add(total, effect, -1);
  const floor = Math.min(before, effect.minimum?.energy ?? 0);
  total.energy = Math.max(total.energy, floor);
}

function inScope(effect: Effect, play: PlayShape): effect is CostEffect {
  if (!('scope' in effect)) return false;
  const { scope } = effect;
  return (
    scope.player === ME &&
    (scope.cardType === undefined || scope.cardType === play.card.type) &&
    (scope.card === undefined || scope.card === play.instance)
  );
}

/** The Deflect a target carries, printed and granted, when an opponent controls it (deflect.stacking). */
function deflectOf(draft: Draft, cards: ReadonlyMap<string, CatalogueCard>, target: string): number {
  const permanent = opponentsOf(draft)
    .flatMap((side) => [...side.base, ...side.battlefield])
    .find((candidate) => candidate.id === target);
  if (!permanent) return 0;
  const granted = draft.effects.flatMap((effect) =>
    effect.kind === 'grant-keyword' && effect.card === target ? [effect.keyword] : [],
  );
  return [...granted, ...(cards.get(permanent.card)?.keywords ?? [])].reduce(
    (sum, keyword) => sum + (keyword.keyword === 'deflect' ? (keyword.value ?? 1) : 0),
    0,
  );
}

/** The additional costs of a play, by component ID: mandatory costs, Deflect, and each chosen optional cost. */
function components(draft: Draft, cards: ReadonlyMap<string, CatalogueCard>, play: PlayShape): [string, Cost][] {
  const { card, options } = play;
  const found: [string, Cost][] = (card.additionalCosts ?? [])
    .filter((cost) => !cost.optional)
    .map((cost) => [cost.id, cost.cost]);
  const deflect = play.targets.reduce((sum, target) => sum + deflectOf(draft, cards, target), 0);
  if (deflect > 0) found.push(['deflect', { power: { any: deflect } }]);
  const keywords = card.keywords ?? [];
  if (options.includes('accelerate') && keywords.some((k) => k.keyword === 'accelerate')) {
    const key = card.domains.length === 0 ? 'any' : [...card.domains].sort().join('|');
    found.push(['accelerate', { energy: 1, power: { [key]: 1 } }]);
  }
  const repeat = keywords.find((k) => k.keyword === 'repeat');
  if (options.includes('repeat') && repeat?.keyword === 'repeat') found.push(['repeat', repeat.cost]);
  for (const cost of card.additionalCosts ?? [])
    if (cost.optional && options.includes(cost.id)) found.push([cost.id, cost.cost]);
  return found;
}

function baseCost(play: PlayShape, effects: readonly CostEffect[]): Total {
  const flows = (play.card.keywords ?? []).flatMap((k) => (k.keyword === 'flow' ? [k.cost] : []));
  const base = fromCost(play.flow === undefined ? play.card.cost : flows[play.flow]);
  if (effects.some((effect) => effect.kind === 'ignore-base-cost')) return { ...base, energy: 0, power: {} };
  return base;
}

/** The estimated total of a play in a draft state. */
export function estimateTotal(draft: Draft, cards: ReadonlyMap<string, CatalogueCard>, play: PlayShape): Total {
  const effects = draft.effects.filter((effect) => inScope(effect, play));
  const total = baseCost(play, effects);
  for (const [id, cost] of components(draft, cards, play)) {
    const component = fromCost(cost);
    for (const effect of effects.filter((e) => e.scope.component === id)) {
      if (effect.kind === 'cost-increase') add(component, effect);
      if (effect.kind === 'cost-reduction') discount(component, effect);
    }
    add(total, component);
  }
  const general = effects.filter((effect) => effect.scope.component === undefined);
  for (const effect of general) if (effect.kind === 'cost-increase') add(total, effect);
  for (const effect of general) if (effect.kind === 'cost-reduction') discount(total, effect);
  for (const cost of play.card.additionalCosts ?? [])
    if (cost.optional && cost.reduceIfPaid && play.options.includes(cost.id)) add(total, cost.reduceIfPaid, -1);
  if (general.some((effect) => effect.kind === 'ignore-all-costs')) return fromCost({});
  return total;
}
