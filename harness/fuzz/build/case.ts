import type { Action, Capability, Fixture, Play, Scenario, State } from '../../../schemas/types/generated.js';
import { capabilityUses } from '../../lint/capability-uses.js';
import { buildScenario } from '../../scenario/build.js';
import type { PlanKind, Recipe, TailStep } from '../recipe.js';
import { conduitAbility, type Vocabulary } from '../vocabulary.js';
import { buildBoard } from './board.js';
import { estimateTotal, type PlayShape } from './cost-model.js';
import { givenOf, ME, OPPONENT, type Draft } from './draft.js';
import { applyMistake } from './mutate.js';
import { ledgerOf, planPayment, stepsOf, type Ledger } from './plan.js';
import { rulesOf } from './rules.js';
import { shapePlay } from './shape.js';

/** The ID every generated scenario runs under; a fixture written from one gets its own. */
export const FUZZ_SCENARIO_ID = 'pay-fuzz-case';

/** One generated scenario, with what a fixture written from it needs: the sparse given, its rules, a summary. */
export interface FuzzCase {
  readonly given: State;
  readonly when: Action[];
  readonly rules: string[];
  readonly requires: Capability[];
  /** What the scenario does, in words: the start of a written fixture's title. */
  readonly summary: string;
  readonly scenario: Scenario;
}

function playAction(
  context: { draft: Draft; vocabulary: Vocabulary; ledger: Ledger; ability: string; played: ReadonlySet<string> },
  shape: PlayShape,
  recipe: Recipe['plays'][number],
): Play {
  const { draft, vocabulary, ledger } = context;
  const plan = planPayment(ledger, estimateTotal(draft, vocabulary.cards, shape), shape.targets);
  if (recipe.plan !== 'auto') applyMistake(recipe.plan, plan, context);
  const order = { split: recipe.splitSpend, actionsFirst: recipe.actionsFirst };
  return {
    type: 'play',
    player: ME,
    card: shape.instance,
    ...(shape.flow === undefined ? {} : { flow: shape.flow }),
    ...(shape.options.length > 0 ? { options: [...shape.options] } : {}),
    ...(shape.targets.length > 0 ? { targets: [...shape.targets] } : {}),
    ...(shape.targets.length > 0 && shape.options.includes('repeat') ? { repeatTargets: [[...shape.targets]] } : {}),
    payment: recipe.plan === 'auto' ? 'auto' : stepsOf(plan, context.ability, order),
  };
}

/** Activates a ready conduit before the plays, when the recipe asks and there is one. */
function openingActivation(ledger: Ledger, ability: string): Action[] {
  const conduit = ledger.conduits.shift();
  if (conduit === undefined) return [];
  ledger.pool.energy += 1;
  return [{ type: 'activate', player: ME, card: conduit, ability }];
}

/** A pass of either player, or an advance by the active player. */
function tailAction(step: TailStep, draft: Draft): Action {
  if (step === 'advance') return { type: 'advance', player: draft.turn.activePlayer };
  return { type: 'pass', player: step === 'pass-me' ? ME : OPPONENT };
}

const TAIL_WORDS: Readonly<Record<TailStep, string>> = {
  'pass-me': 'the player passes',
  'pass-opponent': 'the opponent passes',
  advance: 'the turn advances',
};

const PLAN_WORDS: Readonly<Record<PlanKind, string>> = {
  exact: 'paid exactly',
  auto: 'paid automatically',
  'energy-short': 'paid one energy short',
  'power-short': 'paid one power short',
  'wrong-domain': 'paid with power of a domain it does not accept',
  'universal-for-energy': 'paid with universal power for energy',
  'energy-for-power': 'paid with energy for power',
  overpay: 'paid one energy too much',
  'exhausted-rune': 'paid by exhausting an exhausted rune',
  'exhausted-conduit': 'paid with an exhausted Conduit',
  'missing-action': 'paid without a discard or kill it needs',
  'extra-discard': 'paid with a discard too many',
  'spell-mid-payment': 'paid with a spell played mid-payment',
  'opponent-rune': "paid with the opponent's rune",
};

function describePlay(shape: PlayShape, plan: PlanKind): string {
  const how = [
    ...(shape.flow === undefined ? [] : ['Flow']),
    ...shape.options.map((option) =>
      option === 'accelerate' ? 'Accelerate' : option === 'repeat' ? 'Repeat' : option,
    ),
  ];
  return `${shape.card.name}${how.length > 0 ? ` with ${how.join(' and ')}` : ''}, ${PLAN_WORDS[plan]}`;
}

/** The capabilities a scenario uses, as the lint reads them (spec/INTERPRETING.md section 6). */
function requiredBy(given: State, when: Action[], vocabulary: Vocabulary): Capability[] {
  const draft = { given, when, then: { steps: when.map(() => ({ outcome: 'accepted' as const })) } } as Fixture;
  return [...new Set(capabilityUses(draft, vocabulary.cards).map((use) => use.capability))].sort();
}

/** The scenario a recipe describes: board, plays, scripted payments, and the scenario an adapter receives. */
export function buildCase(recipe: Recipe, vocabulary: Vocabulary): FuzzCase {
  const draft = buildBoard(recipe, vocabulary);
  const ability = (vocabulary.conduit && conduitAbility(vocabulary.conduit)) ?? 'add-energy';
  const shapes = recipe.plays.map((play) => shapePlay(draft, vocabulary, play));
  const played = new Set(shapes.map((shape) => shape.instance));
  const ledger = ledgerOf(draft, played, vocabulary.allowed.abilities, vocabulary.conduit?.id);
  const when: Action[] = recipe.activateFirst ? openingActivation(ledger, ability) : [];
  const context = { draft, vocabulary, ledger, ability, played };
  shapes.forEach((shape, i) => {
    const play = recipe.plays[i];
    if (play) when.push(playAction(context, shape, play));
  });
  when.push(...recipe.tail.map((step) => tailAction(step, draft)));
  const given = givenOf(draft);
  const requires = requiredBy(given, when, vocabulary);
  const rules = rulesOf(recipe, shapes, when, requires);
  const summary = [
    ...shapes.map((shape, i) => describePlay(shape, recipe.plays[i]?.plan ?? 'exact')),
    ...recipe.tail.map((step) => TAIL_WORDS[step]),
  ].join('; then ');
  const fixture = { id: FUZZ_SCENARIO_ID, title: summary, rules, requires, given, when } as Fixture;
  return { given, when, rules, requires, summary, scenario: buildScenario(fixture, vocabulary.cards) };
}
