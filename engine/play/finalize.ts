import type { Decision } from '../../schemas/types/generated.js';
import type { UnitEntry } from '../rule-table.js';
import type { Session } from '../state/session.js';
import type { DeepReadonly, EngineEvent, GameChainItem, PlayedFrom } from '../state/types.js';
import { finalizePending } from '../chain/triggers.js';
import { everyTargetChoice, type PlayChoices } from './choices.js';
import { controllerOf } from './targets.js';

/** Where a played unit enters: its battlefield when played from facedown (CR 811.1.d.1), else the base. */
export function entryZone(from: PlayedFrom): 'base' | 'battlefield' {
  return from === 'facedown' ? 'battlefield' : 'base';
}

/** A unit enters its controller's base: ready when Accelerate gave its benefit, exhausted otherwise, with no transition. */
// accelerate.enters-ready, accelerate.no-ready-transition
// CR 355.2.a lets a unit enter a battlefield its controller controls; the protocol always takes the base (INTERPRETING 4.2)
export function enterBase(entry: UnitEntry): EngineEvent[] {
  return [
    { type: 'card-moved', player: entry.player, card: entry.card, from: entry.from, to: entryZone(entry.from) },
    { type: 'unit-entered', player: entry.player, card: entry.card, ready: entry.accelerated },
  ];
}

/** The options recorded on the chain item: those chosen whose benefit applies, then any other whose benefit applies. */
function recordedOptions(play: PlayChoices, benefits: readonly string[]): string[] {
  return [
    ...play.options.filter((option) => benefits.includes(option)),
    ...benefits.filter((option) => !play.options.includes(option)),
  ];
}

function putOnChain(
  session: Session,
  play: PlayChoices,
  benefits: readonly string[],
  decisions?: readonly DeepReadonly<Decision>[],
): void {
  const { player, instance } = play;
  session.emit({ type: 'card-moved', player, card: instance, from: play.from, to: 'chain' });
  const base: GameChainItem = {
    id: instance,
    card: play.card.id,
    owner: player,
    controller: player,
    targets: play.targets,
    flow: play.flow,
    options: recordedOptions(play, benefits),
    ...(play.repeatTargets.some((targets) => targets.length > 0) ? { repeatTargets: play.repeatTargets } : {}),
  };
  session.emit({ type: 'chain-item-set', item: decisions === undefined ? base : { ...base, decisions } });
  session.emit({ type: 'passes-cleared' });
}

/**
 * Triggered abilities the play caused go on the chain after it (CR 383.4.b.2); finalizing passes no priority, so the
 * controller of the newest item keeps or gains it. The play has already cleared the sequence of passes.
 */
// CR 337.1.a, 337.4
export function settlePriority(session: Session): void {
  finalizePending(session);
  session.emit({ type: 'priority-set', player: session.rules.priorityAfterFinalize(session.state).priority });
}

/**
 * Finalization (INTERPRETING 4.2.6): each choice of a target targets it (the first execution's, then each additional
 * execution's), the play is reported, then a spell goes on top of the chain and a unit or gear enters its
 * controller's base.
 */
export function finalizePlay(
  session: Session,
  play: PlayChoices,
  benefits: readonly string[],
  decisions?: readonly DeepReadonly<Decision>[],
): void {
  const { player, instance } = play;
  for (const target of everyTargetChoice(play).flat()) {
    session.emit({
      type: 'targeted',
      player: controllerOf(session.state, target) ?? player,
      card: target,
      source: instance,
    });
  }
  session.emit({ type: 'card-played', player, card: instance, from: play.from, flow: play.flow });
  if (play.card.type === 'spell') {
    putOnChain(session, play, benefits, decisions);
    settlePriority(session);
    return;
  }
  if (play.card.type === 'unit') {
    session.emitAll(
      session.rules.unitEntry({
        player,
        card: instance,
        from: play.from,
        accelerated: benefits.includes('accelerate'),
      }),
    );
  } else {
    // CR 811.1.d.1.a, 149.3, 457.1: a gear played from facedown enters its battlefield and the cleanup that follows
    // recalls it to the base; the model holds no cleanup and reports where it ends (INTERPRETING 4.11)
    session.emit({ type: 'card-moved', player, card: instance, from: play.from, to: 'base' });
  }
  session.emit({ type: 'passes-cleared' });
  settlePriority(session);
}
