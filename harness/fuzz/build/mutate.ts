import type { PlanKind } from '../recipe.js';
import { anyCard, type Vocabulary } from '../vocabulary.js';
import { DOMAINS } from '../arbitraries/board.js';
import { addToPool, ME, nextId, OPPONENT, type Draft } from './draft.js';
import type { Plan } from './plan.js';

/** What a mistake needs: the draft it may add to (a pool resource, a rune, a card), the vocabulary, the ability ID. */
export interface MistakeContext {
  readonly draft: Draft;
  readonly vocabulary: Vocabulary;
  readonly ability: string;
  /** The cards being played, which a mistake never discards. */
  readonly played: ReadonlySet<string>;
}

type Mistake = (plan: Plan, context: MistakeContext) => void;

const me = (context: MistakeContext) => context.draft.players[ME];

/** One energy less: drop an exhausted rune or a pool energy; with no energy in the total, one power less. */
const energyShort: Mistake = (plan, context) => {
  const index = plan.energy.findLastIndex((source) => source.kind !== 'universal');
  if (index >= 0) plan.energy.splice(index, 1);
  else if (plan.power.length > 0) plan.power.pop();
  else overpay(plan, context);
};

const powerShort: Mistake = (plan, context) => {
  if (plan.power.length > 0) plan.power.pop();
  else energyShort(plan, context);
};

/** Power of a domain the requirement does not accept, in place of one that it does (pay.domain-match). */
const wrongDomain: Mistake = (plan, context) => {
  const unit = plan.power.find(({ key }) => key !== 'any');
  const accepted = unit?.key.split('|') ?? [];
  const wrong = DOMAINS.find((domain) => !accepted.includes(domain)) ?? 'order';
  addToPool(me(context), { domain: wrong });
  if (unit) unit.source = { kind: 'pool', domain: wrong };
  else plan.power.push({ key: 'none', source: { kind: 'pool', domain: wrong } });
};

/** Universal power in place of one energy (pay.energy-is-not-power). */
const universalForEnergy: Mistake = (plan, context) => {
  addToPool(me(context), { universal: 1 });
  const index = plan.energy.findIndex((source) => source.kind !== 'universal');
  if (index >= 0) plan.energy.splice(index, 1, { kind: 'universal' });
  else plan.energy.push({ kind: 'universal' });
};

/** Energy in place of one power. */
const energyForPower: Mistake = (plan, context) => {
  addToPool(me(context), { energy: 1 });
  const unit = plan.power[0];
  if (unit) unit.source = { kind: 'energy' };
  else plan.power.push({ key: 'none', source: { kind: 'energy' } });
};

/** One energy more than the total asks. */
const overpay: Mistake = (plan, context) => {
  addToPool(me(context), { energy: 1 });
  plan.energy.push({ kind: 'pool' });
};

/** Exhausting a rune that is already exhausted. */
const exhaustedRune: Mistake = (plan, context) => {
  const used = new Set(plan.power.flatMap(({ source }) => (source.kind === 'rune' ? [source.rune] : [])));
  let rune = me(context).runes.find((candidate) => !candidate.ready && !used.has(candidate.id));
  if (!rune) {
    rune = { id: nextId(context.draft, 'r'), domain: 'fury', ready: false };
    me(context).runes.push(rune);
  }
  plan.before.push({ type: 'exhaust-rune', rune: rune.id });
};

/** Activating an exhausted conduit mid-payment (add.own-cost-required). */
const exhaustedConduit: Mistake = (plan, context) => {
  const conduit = context.vocabulary.conduit;
  if (!conduit) return;
  let permanent = me(context).base.find((candidate) => candidate.card === conduit.id && !candidate.ready);
  if (!permanent) {
    permanent = { id: nextId(context.draft, 'g'), card: conduit.id, ready: false };
    me(context).base.push(permanent);
  }
  plan.before.push({ type: 'activate', card: permanent.id, ability: context.ability });
};

/** A discard or kill the total asks for, left out. */
const missingAction: Mistake = (plan, context) => {
  if (plan.kill.length > 0) plan.kill.pop();
  else if (plan.discard.length > 0) plan.discard.pop();
  else energyShort(plan, context);
};

/** A discard the total does not ask for. */
const extraDiscard: Mistake = (plan, context) => {
  const spare = me(context).hand.find((card) => !context.played.has(card.id) && !plan.discard.includes(card.id));
  const card = spare ?? { id: nextId(context.draft, 'k'), card: anyCard(context.vocabulary) };
  if (!spare) me(context).hand.push(card);
  plan.discard.push(card.id);
};

/** Playing a spell in the middle of the payment (add.no-spell-during-payment). */
const spellMidPayment: Mistake = (plan, context) => {
  const spell = context.vocabulary.playable.find((card) => card.type === 'spell') ?? context.vocabulary.playable[0];
  const card = { id: nextId(context.draft, 'k'), card: spell?.id ?? anyCard(context.vocabulary) };
  me(context).hand.push(card);
  plan.before.push({ type: 'play', card: card.id });
};

/** Exhausting a rune of the opponent. */
const opponentRune: Mistake = (plan, context) => {
  const rune = { id: nextId(context.draft, 'q'), domain: 'fury' as const, ready: true };
  context.draft.players[OPPONENT].runes.push(rune);
  plan.before.push({ type: 'exhaust-rune', rune: rune.id });
};

const MISTAKES: Readonly<Record<Exclude<PlanKind, 'exact' | 'auto'>, Mistake>> = {
  'energy-short': energyShort,
  'power-short': powerShort,
  'wrong-domain': wrongDomain,
  'universal-for-energy': universalForEnergy,
  'energy-for-power': energyForPower,
  overpay,
  'exhausted-rune': exhaustedRune,
  'exhausted-conduit': exhaustedConduit,
  'missing-action': missingAction,
  'extra-discard': extraDiscard,
  'spell-mid-payment': spellMidPayment,
  'opponent-rune': opponentRune,
};

/** Gets a plan wrong the way its kind says (an exact or automatic payment is left as it is). */
export function applyMistake(kind: PlanKind, plan: Plan, context: MistakeContext): void {
  if (kind === 'exact' || kind === 'auto') return;
  MISTAKES[kind](plan, context);
}
