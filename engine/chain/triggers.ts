import type { PlayerId, Trigger } from '../../schemas/types/generated.js';
import type { Session } from '../state/session.js';
import type { CardDefinition, DeepReadonly, EngineEvent, GameChainItem } from '../state/types.js';
import { findPermanent, locateCard, nextPlayer, permanentsOf } from '../state/zones.js';
import { runInstructions } from './instructions/index.js';
import { settleTriggerCost, triggerCostOf } from './trigger-costs.js';
import { definitionOf, present } from '../state/invariant.js';

/** A triggered ability whose effect adds resources: it resolves as soon as it is finalized (CR 429.2, 337.2). */
// CR 429.2, 400.2
export function addsResources(trigger: DeepReadonly<Trigger>): boolean {
  return trigger.effect.some((instruction) => instruction.do === 'add');
}

/** The chain item's ID: the source's ID and the event, with `-2`, `-3`... when that ID is taken (INTERPRETING 4.7). */
function triggerItemId(session: Session, source: string, on: Trigger['on']): string {
  const taken = (id: string) =>
    locateCard(session.state, id) !== undefined || session.pending.some((item) => item.id === id);
  const base = `${source}-${on}`;
  let id = base;
  for (let n = 2; taken(id); n += 1) id = `${base}-${n}`;
  return id;
}

function pendingItem(session: Session, player: PlayerId, source: string, card: CardDefinition, on: Trigger['on']) {
  const item: GameChainItem = {
    id: triggerItemId(session, source, on),
    card: card.id,
    owner: player,
    controller: player,
    targets: [],
    flow: null,
    options: [],
    trigger: { source, on },
  };
  return item;
}

/**
 * The triggered abilities of a permanent on the board for `on`: each waits to be put on the chain as an item of its
 * controller once what caused it is done (CR 383.3, 383.4.b.2, 158.3.a), one that adds resources included: it is
 * finalized there like any other, and only then resolves (CR 429.2).
 */
// CR 383.3, 429.2
export function fireTriggers(session: Session, permanent: string, on: Trigger['on']): void {
  const found = findPermanent(session.state, permanent);
  if (!found) return;
  const card = definitionOf(session.context.cards, found.permanent.card);
  for (const trigger of card.triggers ?? []) {
    if (trigger.on !== on) continue;
    session.emit({ type: 'ability-triggered', player: found.player, card: permanent, trigger: on });
    session.pending.push(pendingItem(session, found.player, permanent, card, on));
  }
}

/** The triggered ability a chain item stands for, as its source's card prints it. */
export function triggerOf(session: Session, item: GameChainItem): DeepReadonly<Trigger> {
  const card = definitionOf(session.context.cards, item.card);
  const on = present(item.trigger).on;
  return present(card.triggers?.find((trigger) => trigger.on === on));
}

/**
 * A triggered ability that adds resources, finalized: it resolves at once, without waiting on the chain and without
 * moving priority or focus (CR 429.2, 429.2.a, 400.2).
 */
// add.ability-resolves-on-finalize
export function resolveAtOnce(session: Session, item: GameChainItem): void {
  const card = definitionOf(session.context.cards, item.card);
  const source = present(item.trigger).source;
  const scope = { controller: item.controller, source, card, targets: [] };
  const failed = runInstructions(session, scope, triggerOf(session, item).effect);
  if (failed) session.fail(failed);
}

/** The players in turn order starting with the active player. */
function fromActivePlayer(session: Session): PlayerId[] {
  const order: PlayerId[] = [];
  let player = session.state.turn.activePlayer;
  do {
    order.push(player);
    player = nextPlayer(session.state, player);
  } while (player !== session.state.turn.activePlayer);
  return order;
}

/**
 * The waiting triggered abilities go on the chain: the active player's first, then each other player's in turn order,
 * each player's in the order they triggered (CR 383.3.d, 383.3.d.1: the order a player chooses is the corpus's
 * convention).
 */
// CR 383.3.d.1, 337.1.b
export function finalizePending(session: Session): void {
  const waiting = session.pending.splice(0);
  for (const player of fromActivePlayer(session)) {
    for (const item of waiting) if (item.controller === player) putOnChain(session, item);
  }
}

/**
 * One waiting triggered ability goes on the chain, once its cost, if any, is paid (CR 404.1, 404.2); one that adds
 * resources resolves as it is finalized instead of staying there (CR 429.2).
 */
function putOnChain(session: Session, item: GameChainItem): void {
  const cost = triggerCostOf(session, item);
  const settled = cost ? settleTriggerCost(session, item, cost) : true;
  if (settled !== true) {
    if (settled !== false) session.fail(settled);
    return;
  }
  if (session.rules.triggerResolvesAtOnce(triggerOf(session, item))) resolveAtOnce(session, item);
  else session.emit({ type: 'chain-item-added', item });
}

/** The phase triggers of a player's permanents, in board order. */
export function firePhaseTriggers(
  session: Session,
  player: PlayerId,
  on: 'beginning-phase' | 'main-phase-start',
): void {
  for (const { permanent } of permanentsOf(session.state, player)) fireTriggers(session, permanent.id, on);
}

/**
 * A permanent going from exhausted to ready triggers its becomes-ready abilities; one becoming a target triggers its
 * targeted abilities. Entering ready is no transition, so it triggers nothing (accelerate.no-ready-transition).
 */
// accelerate.no-ready-transition, deflect.rechoice-is-still-targeting
export function triggerOnEvent(session: Session, event: EngineEvent): void {
  if (event.type === 'became-ready') fireTriggers(session, event.card, 'becomes-ready');
  if (event.type === 'targeted') fireTriggers(session, event.card, 'targeted');
}
