/**
 * Uses of the chain's capabilities, split as engines are built (spec/INTERPRETING.md section 6): keeping a chain with
 * priority and passing, resolving its items, a showdown in `given`, the spell instructions that need a decision, and
 * the triggered abilities a step can fire, by event.
 */
import type { Capability, Decision, Fixture } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { child } from '../text/pointer.js';
import type { CapabilityUse, UseReason } from './feature-uses.js';
import { givenInstances } from './walk.js';

type TriggerEvent = NonNullable<CatalogueCard['triggers']>[number]['on'];

function use(capability: Capability, pointer: string, reason: UseReason): CapabilityUse {
  return { capability, pointer, reason };
}

const accepted = (fixture: Fixture, i: number): boolean => fixture.then.steps[i]?.outcome === 'accepted';

/** A pass, a chain in `given` and trigger costs keep a chain with priority; a showdown or focus in `given` a showdown. */
function passingUses(fixture: Fixture): CapabilityUse[] {
  const uses: CapabilityUse[] = [];
  if ((fixture.given.chain ?? []).length > 0) uses.push(use('chain.passing', '/given/chain', 'uses-chain'));
  const { showdown, focus } = fixture.given.turn;
  if (showdown === true) uses.push(use('chain.showdown', '/given/turn/showdown', 'has-showdown'));
  else if (focus !== undefined && focus !== null) uses.push(use('chain.showdown', '/given/turn/focus', 'has-showdown'));
  fixture.when.forEach((action, i) => {
    const at = child('/when', i);
    if (action.type === 'pass') uses.push(use('chain.passing', at, 'uses-chain'));
    if ('triggerCosts' in action && (action.triggerCosts ?? []).length > 0)
      uses.push(use('chain.passing', child(at, 'triggerCosts'), 'uses-chain'));
  });
  return uses;
}

/**
 * The first step that makes a chain item resolve, followed through the expected outcomes: an accepted play of a spell
 * adds an item, an accepted play or activation clears the passes, and a pass that completes a round of every player
 * while the chain holds an item resolves it (CR 339.1). A fixture whose steps can fire a trigger resolves on any
 * completed round, since a trigger may have filled an empty chain.
 */
function firstResolution(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>, triggers: boolean) {
  const cardOf = new Map(givenInstances(fixture.given).map((instance) => [instance.id, instance.card] as const));
  const players = Object.keys(fixture.given.players).length;
  let items = (fixture.given.chain ?? []).length;
  let passed = new Set(fixture.given.turn.passed ?? []);
  for (const [i, action] of fixture.when.entries()) {
    if (!accepted(fixture, i)) continue;
    if (action.type === 'play' || action.type === 'activate') passed = new Set();
    if (action.type === 'play' && cards.get(cardOf.get(action.card) ?? '')?.type === 'spell') items += 1;
    if (action.type !== 'pass' || (items === 0 && !triggers)) continue;
    passed.add(action.player);
    if (passed.size < players) continue;
    return i;
  }
  return undefined;
}

/** Decisions scripted for a resolution keep a chain, and each answers a spell instruction that needs a decision. */
function decisionUses(fixture: Fixture): CapabilityUse[] {
  const uses: CapabilityUse[] = [];
  const decided = (decisions: readonly Decision[] | undefined, at: string): void => {
    (decisions ?? []).forEach((decision, j) => {
      // INTERPRETING 4.10: an `x-amount` answers a "pay any amount", the capability cost.x
      const capability = decision.type === 'x-amount' ? 'cost.x' : (`instructions.${decision.type}` as const);
      uses.push(use(capability, child(at, j), 'decides-instruction'));
    });
  };
  const resolves = fixture.when.some((action) => action.type === 'pass');
  (fixture.given.chain ?? []).forEach((item, k) => {
    if (resolves) decided(item.decisions, child('/given/chain', k, 'decisions'));
  });
  fixture.when.forEach((action, i) => {
    // an activated ability resolves at once (CR 429.2): its decisions keep no chain
    if (action.type === 'activate') decided(action.decisions, child('/when', i, 'decisions'));
    if (action.type !== 'play' || (action.decisions ?? []).length === 0) return;
    const at = child('/when', i, 'decisions');
    uses.push(use('chain.passing', at, 'uses-chain'));
    decided(action.decisions, at);
  });
  return uses;
}

/**
 * The instances of `given` whose cards trigger, by event: on the board, or in a zone they may be played from. A
 * permanent ready on the board cannot become ready, unless a step activates it (an exhaust cost).
 */
function triggerHolders(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>) {
  const activated = new Set(fixture.when.flatMap((action) => (action.type === 'activate' ? [action.card] : [])));
  const readyOnBoard = new Set(
    Object.values(fixture.given.players).flatMap((side) =>
      [...(side.base ?? []), ...(side.battlefield ?? [])].flatMap((item) => (item.ready ? [item.id] : [])),
    ),
  );
  const holders = new Map<string, Set<TriggerEvent>>();
  for (const instance of givenInstances(fixture.given)) {
    if (instance.pointer.startsWith('/given/chain')) continue;
    const fixedReady = readyOnBoard.has(instance.id) && !activated.has(instance.id);
    const events = (cards.get(instance.card ?? '')?.triggers ?? [])
      .map((trigger) => trigger.on)
      .filter((event) => event !== 'becomes-ready' || !fixedReady);
    if (events.length > 0) holders.set(instance.id, new Set(events));
  }
  return holders;
}

/** The instances an accepted step chooses as targets: of a play (its Repeat too), its new targets, an activation. */
function chosenTargets(fixture: Fixture, i: number): { ids: readonly string[]; at: string }[] {
  const action = fixture.when[i];
  const at = child('/when', i);
  if (action === undefined || !accepted(fixture, i)) return [];
  if (action.type === 'activate') return [{ ids: action.targets ?? [], at: child(at, 'targets') }];
  if (action.type !== 'play') return [];
  return [
    { ids: action.targets ?? [], at: child(at, 'targets') },
    ...(action.repeatTargets ?? []).map((ids, r) => ({ ids, at: child(at, 'repeatTargets', r) })),
    ...(action.decisions ?? []).flatMap((decision, j) =>
      decision.type === 'new-targets' ? [{ ids: decision.targets, at: child(at, 'decisions', j) }] : [],
    ),
  ];
}

/**
 * The triggers a fixture can fire, by event: a permanent that triggers on being targeted chosen as a target by an
 * accepted step; one that triggers on a phase or on becoming ready, with an accepted `advance` (or, becoming ready, an
 * accepted pass, which may resolve a readying effect); a trigger on the chain in `given`. A card in hand counts, since
 * a step may play it.
 */
function triggerUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  const uses: CapabilityUse[] = [];
  const fire = (event: TriggerEvent, at: string): void => {
    uses.push(use(`abilities.triggered.${event}`, at, 'fires-trigger'));
  };
  (fixture.given.chain ?? []).forEach((item, k) => {
    if (item.trigger !== undefined) fire(item.trigger.on, child('/given/chain', k, 'trigger'));
  });
  const holders = triggerHolders(fixture, cards);
  if (holders.size === 0) return uses;
  fixture.when.forEach((action, i) => {
    for (const { ids, at } of chosenTargets(fixture, i))
      ids.forEach((id, t) => {
        if (holders.get(id)?.has('targeted') === true) fire('targeted', child(at, t));
      });
    if (!accepted(fixture, i) || (action.type !== 'advance' && action.type !== 'pass')) return;
    const events = new Set([...holders.values()].flatMap((set) => [...set]));
    const reachable: readonly TriggerEvent[] =
      action.type === 'advance' ? ['becomes-ready', 'beginning-phase', 'main-phase-start'] : ['becomes-ready'];
    for (const event of reachable) if (events.has(event)) fire(event, child('/when', i));
  });
  return uses;
}

/** An activation of an ability whose effect pays any amount uses cost.x, scripted or not (INTERPRETING 4.10). */
function anyAmountUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  const cardOf = new Map(givenInstances(fixture.given).map((instance) => [instance.id, instance.card] as const));
  return fixture.when.flatMap((action, i) => {
    if (action.type !== 'activate') return [];
    const ability = cards.get(cardOf.get(action.card) ?? '')?.abilities?.find((a) => a.id === action.ability);
    const pays = (ability?.effect ?? []).some((instruction) => instruction.do === 'pay-any-amount');
    return pays ? [use('cost.x', child('/when', i), 'decides-instruction')] : [];
  });
}

/** Every use of the chain's capabilities and of the triggers, in document order per kind. */
export function chainUses(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>): CapabilityUse[] {
  const triggers = triggerUses(fixture, cards);
  const resolution = firstResolution(fixture, cards, triggers.length > 0);
  const resolved =
    resolution === undefined ? [] : [use('chain.resolution', child('/when', resolution), 'resolves-item')];
  const anyAmount = anyAmountUses(fixture, cards);
  return [...passingUses(fixture), ...resolved, ...decisionUses(fixture), ...anyAmount, ...triggers];
}
