import type { Domain, PaymentStep, Resources } from '../../../schemas/types/generated.js';
import { DOMAINS } from '../arbitraries/board.js';
import type { Total } from './cost-model.js';
import { ME, type Draft } from './draft.js';

/** Where one energy of a payment comes from. */
export type EnergySource =
  | { readonly kind: 'pool' }
  | { readonly kind: 'rune'; readonly rune: string }
  | { readonly kind: 'conduit'; readonly card: string }
  | { readonly kind: 'universal' };

/** Where one power of a payment comes from, toward which requirement key. */
export type PowerSource =
  | { readonly kind: 'pool'; readonly domain: Domain }
  | { readonly kind: 'rune'; readonly rune: string; readonly domain: Domain }
  | { readonly kind: 'universal' }
  | { readonly kind: 'energy' };

/** A scripted payment before it is written as steps: each unit of the total with its source, and the actions. */
export interface Plan {
  energy: EnergySource[];
  power: { key: string; source: PowerSource }[];
  discard: string[];
  kill: string[];
  /** Steps put before the others: the one wrong step of some plan kinds. */
  before: PaymentStep[];
}

/** What the player can still pay with, as plays are scripted one after the other. */
export interface Ledger {
  readonly pool: { energy: number; power: Partial<Record<Domain, number>>; universal: number };
  readonly runes: { id: string; domain: Domain; ready: boolean }[];
  readonly conduits: string[];
  readonly discardable: string[];
  readonly killable: string[];
  /** Whether conduits may be activated in a payment (capability payment.add-abilities). */
  readonly abilities: boolean;
}

/** What the player holds in a draft, the cards being played left out of what can be discarded. */
export function ledgerOf(
  draft: Draft,
  played: ReadonlySet<string>,
  abilities: boolean,
  conduit: string | undefined,
): Ledger {
  const me = draft.players[ME];
  const board = [...me.base, ...me.battlefield];
  return {
    pool: structuredClone(me.pool),
    runes: me.runes.map((rune) => ({ ...rune })),
    conduits: board.filter((p) => p.card === conduit && p.ready).map((p) => p.id),
    discardable: me.hand.filter((card) => !played.has(card.id)).map((card) => card.id),
    killable: board.filter((p) => p.card !== conduit).map((p) => p.id),
    abilities,
  };
}

function takeEnergy(ledger: Ledger): EnergySource | undefined {
  if (ledger.pool.energy > 0) {
    ledger.pool.energy -= 1;
    return { kind: 'pool' };
  }
  const rune = ledger.runes.find((candidate) => candidate.ready);
  if (rune) {
    rune.ready = false;
    return { kind: 'rune', rune: rune.id };
  }
  const conduit = ledger.abilities ? ledger.conduits.shift() : undefined;
  return conduit === undefined ? undefined : { kind: 'conduit', card: conduit };
}

function takePower(ledger: Ledger, key: string): PowerSource | undefined {
  const accepted = key === 'any' ? DOMAINS : DOMAINS.filter((domain) => key.split('|').includes(domain));
  const pooled = accepted.find((domain) => (ledger.pool.power[domain] ?? 0) > 0);
  if (pooled) {
    ledger.pool.power[pooled] = (ledger.pool.power[pooled] ?? 0) - 1;
    return { kind: 'pool', domain: pooled };
  }
  const matching = ledger.runes.filter((rune) => accepted.includes(rune.domain));
  const rune = matching.find((candidate) => !candidate.ready) ?? matching[0];
  if (rune) {
    ledger.runes.splice(ledger.runes.indexOf(rune), 1);
    return { kind: 'rune', rune: rune.id, domain: rune.domain };
  }
  if (ledger.pool.universal === 0) return undefined;
  ledger.pool.universal -= 1;
  return { kind: 'universal' };
}

/** A payment of the estimated total from what the ledger holds, as exact as it can be; the ledger is used up. */
export function planPayment(ledger: Ledger, total: Total, targets: readonly string[]): Plan {
  const plan: Plan = { energy: [], power: [], discard: [], kill: [], before: [] };
  for (let i = 0; i < total.energy; i += 1) {
    const source = takeEnergy(ledger);
    if (source) plan.energy.push(source);
  }
  const keys = Object.keys(total.power).sort((a, b) => Number(a === 'any') - Number(b === 'any'));
  for (const key of keys) {
    for (let i = 0; i < (total.power[key] ?? 0); i += 1) {
      const source = takePower(ledger, key);
      if (source) plan.power.push({ key, source });
    }
  }
  plan.discard = ledger.discardable.splice(0, total.discard);
  const killable = [
    ...ledger.killable.filter((id) => !targets.includes(id)),
    ...ledger.killable.filter((id) => targets.includes(id)),
  ];
  plan.kill = killable.slice(0, total.kill);
  for (const id of plan.kill) ledger.killable.splice(ledger.killable.indexOf(id), 1);
  return plan;
}

/** What a plan spends from the pool. */
export function spendOf(plan: Plan): { energy: number; power: Partial<Record<Domain, number>>; universal: number } {
  const spend = { energy: 0, power: {} as Partial<Record<Domain, number>>, universal: 0 };
  for (const source of plan.energy) {
    if (source.kind === 'universal') spend.universal += 1;
    else spend.energy += 1;
  }
  for (const { source } of plan.power) {
    if (source.kind === 'universal') spend.universal += 1;
    else if (source.kind === 'energy') spend.energy += 1;
    else spend.power[source.domain] = (spend.power[source.domain] ?? 0) + 1;
  }
  return spend;
}

function resources(energy: number, power: Partial<Record<Domain, number>>, universal: number): Resources | undefined {
  const stated = Object.fromEntries(Object.entries(power).filter(([, amount]) => amount > 0));
  const result: Resources = {
    ...(energy > 0 ? { energy } : {}),
    ...(Object.keys(stated).length > 0 ? { power: stated } : {}),
    ...(universal > 0 ? { universal } : {}),
  };
  return Object.keys(result).length > 0 ? result : undefined;
}

/** The spend steps: one, or energy then power when split and both are there. */
function spendSteps(plan: Plan, split: boolean): PaymentStep[] {
  const { energy, power, universal } = spendOf(plan);
  const whole = resources(energy, power, universal);
  const first = resources(energy, {}, 0);
  const second = resources(0, power, universal);
  if (split && first && second)
    return [
      { type: 'spend', resources: first },
      { type: 'spend', resources: second },
    ];
  return whole ? [{ type: 'spend', resources: whole }] : [];
}

/** The plan as payment steps, in the order the recipe asks. */
export function stepsOf(plan: Plan, ability: string, order: { split: boolean; actionsFirst: boolean }): PaymentStep[] {
  const activate = plan.energy.flatMap((s): PaymentStep[] =>
    s.kind === 'conduit' ? [{ type: 'activate', card: s.card, ability }] : [],
  );
  const exhaust = plan.energy.flatMap((s): PaymentStep[] =>
    s.kind === 'rune' ? [{ type: 'exhaust-rune', rune: s.rune }] : [],
  );
  const recycle = plan.power.flatMap(({ source: s }): PaymentStep[] =>
    s.kind === 'rune' ? [{ type: 'recycle-rune', rune: s.rune }] : [],
  );
  const actions: PaymentStep[] = [
    ...plan.discard.map((card): PaymentStep => ({ type: 'discard', card })),
    ...plan.kill.map((card): PaymentStep => ({ type: 'kill', card })),
  ];
  const resourceSteps = [...activate, ...exhaust, ...recycle, ...spendSteps(plan, order.split)];
  const body = order.actionsFirst ? [...actions, ...resourceSteps] : [...resourceSteps, ...actions];
  return [...plan.before, ...body];
}
