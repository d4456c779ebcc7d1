import type { Activate, Decision, Fixture, Instruction, Play, RejectionCode } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import type { FindingDraft } from '../messages/findings.js';
import { child } from '../text/pointer.js';
import type { LintCheck } from './context.js';
import { givenInstances, paidRepeats } from './walk.js';

const DECIDING = new Set<Instruction['do']>(['predict', 'new-targets', 'optional-payment', 'pay-any-amount']);

/** How many decisions a resolution asks for, walking the scripted answers; `short` when they run out. */
function decisionDemand(
  effect: readonly Instruction[],
  decisions: readonly Decision[],
  runs: number,
): { needed: number; short: boolean } {
  let next = 0;
  let needed = 0;
  let short = false;
  const walk = (instructions: readonly Instruction[]): void => {
    for (const instruction of instructions) {
      if (!DECIDING.has(instruction.do)) continue;
      needed += 1;
      const decision = decisions[next];
      next += 1;
      if (decision === undefined) short = true;
      else if (instruction.do === 'optional-payment' && decision.type === 'optional-payment' && decision.accept)
        walk(instruction.then);
      else if (instruction.do === 'pay-any-amount' && decision.type === 'x-amount') walk(instruction.then);
    }
  };
  for (let run = 0; run < runs; run += 1) walk(effect);
  return { needed, short };
}

/** A fixture that expects the engine to reject a step with this code asserts the gap on purpose. */
function expectsRejection(fixture: Fixture, code: RejectionCode, step?: number): boolean {
  return fixture.then.steps.some(
    (expected, i) => (step === undefined || i === step) && expected.outcome === 'rejected' && expected.code === code,
  );
}

/** A spell's resolution: its effect, the scripted decisions, and how many times it runs (once more per paid Repeat). */
interface Resolution {
  readonly card: CatalogueCard;
  readonly decisions: readonly Decision[];
  readonly repeats: number;
  readonly at: string;
}

function resolutionFindings(fixture: Fixture, { card, decisions, repeats, at }: Resolution): FindingDraft[] {
  const demand = decisionDemand(card.effect ?? [], decisions, 1 + repeats);
  if (!demand.short || expectsRejection(fixture, 'decision/missing')) return [];
  const data = { kind: 'decisions', card: card.id, needed: demand.needed, given: decisions.length };
  return [{ code: 'fixture/unscripted-decision', pointer: at, data }];
}

function playFindings(fixture: Fixture, action: Play, card: CatalogueCard, i: number): FindingDraft[] {
  const at = child('/when', i);
  const slots = card.targets?.length ?? 0;
  const given = action.targets?.length ?? 0;
  const found: FindingDraft[] = [];
  if (given < slots && !expectsRejection(fixture, 'target/illegal', i)) {
    const data = { kind: 'targets', card: card.id, needed: slots, given };
    found.push({ code: 'fixture/unscripted-decision', pointer: child(at, action.targets ? 'targets' : 'card'), data });
  }
  const repeats = paidRepeats(action.options);
  const lists = action.repeatTargets ?? [];
  const short = lists.length < repeats || lists.some((list) => list.length < slots);
  if (slots > 0 && repeats > 0 && short && !expectsRejection(fixture, 'target/illegal', i)) {
    // repeat.own-choices: each additional execution chooses its own targets as the spell is played (CR 820.2)
    const data = { kind: 'repeat-targets', card: card.id, needed: slots * repeats, given: lists.flat().length };
    found.push({
      code: 'fixture/unscripted-decision',
      pointer: child(at, action.repeatTargets ? 'repeatTargets' : 'options'),
      data,
    });
  }
  const decisions = action.decisions ?? [];
  const resolution = { card, decisions, repeats, at: child(at, action.decisions ? 'decisions' : 'card') };
  return [...found, ...resolutionFindings(fixture, resolution)];
}

function activateFindings(
  fixture: Fixture,
  action: Activate,
  card: CatalogueCard | undefined,
  i: number,
): FindingDraft[] {
  const ability = card?.abilities?.find((candidate) => candidate.id === action.ability);
  const decisions = action.decisions ?? [];
  // INTERPRETING 4.10: an ability resolves at once, so the decisions of its resolution come with the activation
  const demand = decisionDemand(ability?.effect ?? [], decisions, 1);
  if (demand.short && !expectsRejection(fixture, 'decision/missing', i)) {
    const data = { kind: 'decisions', card: card?.id ?? '', needed: demand.needed, given: decisions.length };
    return [{ code: 'fixture/unscripted-decision', pointer: child('/when', i), data }];
  }
  if ((ability?.cost.energy ?? 0) === 0 || action.payment !== undefined) return [];
  return [
    {
      code: 'fixture/unscripted-decision',
      pointer: child('/when', i),
      data: { kind: 'payment', ability: action.ability },
    },
  ];
}

/** Spells already on the chain resolve only when players pass: their decisions are checked then. */
function chainFindings(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): FindingDraft[] {
  if (!fixture.when.some((action) => action.type === 'pass')) return [];
  return (fixture.given.chain ?? []).flatMap((item, k) => {
    const card = cards.get(item.card);
    if (!card) return [];
    const resolution = {
      card,
      decisions: item.decisions ?? [],
      repeats: paidRepeats(item.options),
      at: child('/given/chain', k),
    };
    return resolutionFindings(fixture, resolution);
  });
}

/** Every decision of a `when` step is scripted: targets for every slot, resolution decisions, an ability's payment. */
export const checkDecisions: LintCheck = ({ fixture, cards }) => {
  if (cards === undefined) return [];
  const cardOf = new Map(givenInstances(fixture.given).map((instance) => [instance.id, instance.card] as const));
  const catalogueCard = (instance: string) => cards.get(cardOf.get(instance) ?? '');
  const actions = fixture.when.flatMap((action, i) => {
    if (action.type === 'activate') return activateFindings(fixture, action, catalogueCard(action.card), i);
    if (action.type !== 'play') return [];
    const card = catalogueCard(action.card);
    return card ? playFindings(fixture, action, card, i) : [];
  });
  return [...actions, ...chainFindings(fixture, cards)];
};
