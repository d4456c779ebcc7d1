/** The reference profiles: the reference engine restricted to shapes real engines have (README.md of this folder). */
import type { Action, Payment, Scenario } from '../../schemas/types/generated.js';
import reference, { CAPABILITIES } from '../adapter.js';
import type { DeepReadonly } from '../state/types.js';
import { partsExcept } from './parts.js';
import { allBut, TRIAL_SHAPES } from './trial-shapes.js';
import { profileAdapter, PROFILE_PREFIX, type Profile, type ProfileAdapter } from './profile.js';

type When = DeepReadonly<Scenario>['when'];

function usesChain(action: DeepReadonly<Action>): boolean {
  const chained = action as { readonly triggerCosts?: unknown; readonly decisions?: unknown };
  // an activation's decisions are used within its own step (INTERPRETING 4.10), not on the chain
  const decided = chained.decisions !== undefined && action.type !== 'activate';
  return action.type === 'pass' || chained.triggerCosts !== undefined || decided;
}

/** A showdown or focus in `given`: this engine has neither. */
function inShowdown(scenario: DeepReadonly<Scenario>): boolean {
  return scenario.given.turn.showdown === true || (scenario.given.turn.focus ?? null) !== null;
}

/** The payments a step makes at once: its own and its applied cost's. */
function ownPayments(action: DeepReadonly<Action>): readonly (DeepReadonly<Payment> | undefined)[] {
  if (action.type === 'play' || action.type === 'hide') return [action.payment];
  return action.type === 'activate' ? [action.payment, action.appliedPayment] : [];
}

/** The payments its resolution asks for (a cost at resolution), scripted on a play or an activation. */
function resolutionPayments(action: DeepReadonly<Action>): readonly (DeepReadonly<Payment> | undefined)[] {
  const decisions = action.type === 'play' || action.type === 'activate' ? (action.decisions ?? []) : [];
  return decisions.map((decision) => ('payment' in decision ? decision.payment : undefined));
}

/** The payments of the trigger costs a step causes. */
function triggerPayments(action: DeepReadonly<Action>): readonly (DeepReadonly<Payment> | 'decline')[] {
  return 'triggerCosts' in action ? (action.triggerCosts ?? []).map((cost) => cost.payment) : [];
}

function scripted(payments: readonly (DeepReadonly<Payment> | 'decline' | undefined)[]) {
  return payments.filter((payment): payment is DeepReadonly<Payment> => payment !== undefined && payment !== 'decline');
}

/**
 * The payments of a step that the deducting recipe does not cover: automatic ones, mid-payment plays,
 * and spends in a trigger cost, which is paid as the trigger goes on the chain in the middle of the engine's own move.
 */
function unscriptable(when: When): string | undefined {
  for (const action of when) {
    const payments = scripted([...ownPayments(action), ...resolutionPayments(action), ...triggerPayments(action)]);
    if (payments.includes('auto')) return 'this engine has no automatic payer';
    const steps = payments.flatMap((payment) => (payment === 'auto' ? [] : payment));
    if (steps.some((step) => step.type === 'play')) return 'this engine plays no spell in the middle of a payment';
    if (action.type === 'activate' && Array.isArray(action.appliedPayment)) return 'this engine has no applied costs';
    const triggers = scripted(triggerPayments(action));
    if (triggers.some((payment) => payment !== 'auto' && payment.some((step) => step.type === 'spend')))
      return 'this engine deducts a trigger cost itself as the trigger goes on the chain: the spends scripted for it cannot be set aside';
  }
  return undefined;
}

/**
 * What deducting takes away from the reference engine's capabilities, and nothing else: the spend step and the
 * automatic payer (and the Repeat, new-target and optional-payment scripts that ride on them), applied costs, events
 * and rejection codes, focus and showdown. The aliases `keyword.repeat` and `chain.priority` stay declared.
 */
const DEDUCTING_LACKS: ReadonlySet<string> = new Set([
  'keyword.repeat.cost',
  'keyword.repeat.targets',
  'effects.cost-modifiers',
  'effects.cost-modifiers.applied-cost',
  'payment.auto',
  'payment.scripted-spend',
  'chain.passing',
  'chain.resolution',
  'chain.showdown',
  'instructions.new-targets',
  'instructions.optional-payment',
  'instructions.predict',
  'report.events',
  'report.rejection-codes',
]);

/** The profiles, in the order the README lists them. */
export const PROFILES: readonly Profile[] = [
  {
    name: 'deducting',
    description:
      "the reference engine's rules with a payment it deducts itself (no spend step, no automatic payer, no applied costs) after its rune moves and Reaction Add abilities; reports the total cost and what it took, no events and no rejection codes, no focus or showdown",
    capabilities: CAPABILITIES.filter((capability) => !DEDUCTING_LACKS.has(capability)),
    observes: partsExcept('turn.focus', 'turn.showdown'),
    deducts: true,
    refuses: (scenario) => unscriptable(scenario.when),
  },
  {
    name: 'no-chain',
    description: 'the reference engine without a chain: no priority, no passing, nothing waits to resolve',
    capabilities: allBut('chain', 'instructions'),
    observes: partsExcept('chain', 'chain.targets', 'turn.priority', 'turn.focus', 'turn.showdown', 'turn.passed'),
    deducts: false,
    refuses: (scenario) =>
      scenario.when.some(usesChain) || (scenario.given.chain ?? []).length > 0 || inShowdown(scenario)
        ? 'this engine has no chain'
        : undefined,
  },
  {
    name: 'no-effects',
    description: 'the reference engine without continuous effects: no cost increase, discount or granted keyword',
    capabilities: allBut('effects'),
    observes: partsExcept('effects'),
    deducts: false,
    refuses: (scenario) =>
      (scenario.given.effects ?? []).length > 0 ? 'this engine has no continuous effects' : undefined,
  },
  ...TRIAL_SHAPES,
];

/** A profile's adapter by name (`deducting`), or undefined. */
export function loadProfile(name: string): ProfileAdapter | undefined {
  const profile = PROFILES.find((candidate) => candidate.name === name);
  return profile === undefined ? undefined : profileAdapter(profile, reference.describe().version);
}

export { PROFILE_PREFIX, type Profile, type ProfileAdapter };
