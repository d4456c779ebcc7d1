import type { Action } from '../../schemas/types/generated.js';
import { toCost, type DecideResult, type DeepReadonly, type GameState } from '../../engine/index.js';
import { newRun, runPayment } from '../../engine/pay/run.js';
import type { PlayChoices } from '../../engine/play/choices.js';
import { offeredOptions } from '../../engine/play/options.js';
import { accept, refuse } from '../../engine/state/results.js';
import { Session, type EngineContext } from '../../engine/state/session.js';
import { findPermanent } from '../../engine/state/zones.js';

type ChooseOptionalCost = DeepReadonly<Extract<Action, { type: 'choose-optional-cost' }>>;

/** The card and the instance a late option is asked for: a spell of the player on the chain, or their permanent. */
function lateTarget(state: GameState, action: ChooseOptionalCost, kind: 'spell' | 'permanent') {
  if (kind === 'spell') {
    const item = state.chain.find((entry) => entry.id === action.card && entry.controller === action.player);
    return item ? { card: item.card, item } : undefined;
  }
  const found = findPermanent(state, action.card);
  return found?.player === action.player ? { card: found.permanent.card, permanent: found.permanent } : undefined;
}

/**
 * For mutants that sell an optional cost after its card was played: when the card (a spell on the chain, or a
 * permanent) offers the option, its cost is paid automatically from what the player has, and the option is added to
 * the spell, or the permanent becomes ready. Undefined when the card does not offer it: the default rule decides.
 */
export function sellLateOption(
  state: GameState,
  action: ChooseOptionalCost,
  context: EngineContext,
  kind: 'spell' | 'permanent',
): DecideResult | undefined {
  const target = lateTarget(state, action, kind);
  const card = target ? context.cards.get(target.card) : undefined;
  if (!target || !card) return undefined;
  const play: PlayChoices = {
    player: action.player,
    instance: action.card,
    card,
    from: 'hand',
    flow: null,
    options: [],
    targets: [],
    repeatTargets: [],
    discountOrder: [],
  };
  const offered = offeredOptions({ state, context, play }).find((option) => option.id === action.option);
  if (!offered || target.item?.options.includes(action.option) === true) return undefined;
  const session = new Session(context, state);
  const failed = runPayment(session, newRun(action.player, offered.cost, 'resolution'), 'auto');
  if (failed) return refuse(context, failed, { totalCost: toCost(offered.cost) }, session.events);
  if (target.item)
    session.emit({
      type: 'chain-item-set',
      item: { ...target.item, options: [...target.item.options, action.option] },
    });
  if (target.permanent?.ready === false)
    session.emit({ type: 'became-ready', player: action.player, card: action.card });
  return accept(session, { totalCost: toCost(offered.cost) });
}
