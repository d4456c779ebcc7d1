/** Why a metamorphic transform does not apply to a fixture, in words (harness/variants/). */
import type { NotApplicableCode } from '../variants/types.js';

const REASONS: Record<NotApplicableCode, (detail: string) => string> = {
  'opted-out': (detail) => `the fixture opts out: ${detail}`,
  'nothing-to-change': () => 'the fixture holds nothing this transform changes',
  'not-two-players': () => 'only a fixture with exactly the players p1 and p2 can swap them',
  'player-ids-not-consecutive': () => 'the players are not p1, p2... in order, so the next player ID is not free',
  'four-players': () => 'the fixture already has four players, the most a state holds',
  'has-pass-steps': () => 'a round of passes would need the new player to pass too',
  'has-passed-players': () => 'the given state records passes, and the new player has not passed',
  'last-player-plays-spell': (detail) =>
    `${detail}, last in turn order, plays a spell: priority would go to the new player (spec/INTERPRETING.md 4.1)`,
  'turn-passes-to-new-player': () => 'the steps advance past the end of a turn, which the new player would take',
  'strict-events-with-advance': () =>
    'a phase start is asserted event by event, and its events depend on the board this transform changes',
  'ordered-pool-emptied': () =>
    'an events list orders pools being emptied, which happens in numeric order of player IDs (spec/INTERPRETING.md 4.6)',
  'asks-queries': () =>
    'the fixture asks queries (spec/INTERPRETING.md 4.8), which no transform rewrites: what the transform adds or moves may change their answers',
  'plays-from-facedown': () =>
    'a card is facedown: played from there it chooses targets at a battlefield and enters one, so where a unit is decides the outcome (spec/INTERPRETING.md 4.11)',
  'auto-payment': () => 'every player pays with "auto", which may use what the transform adds',
  'discard-cost': () => 'a discard cost or step makes the outcome depend on the cards in hand',
  'draws-or-predicts': () => 'the cards drawn may reach the bottom of a deck, or a predict looks at it',
  'advances-turn': () => 'the steps advance the turn, and a beginning phase readies runes',
  'grant-would-end': (detail) =>
    `the keywords of ${detail} matter in or after a move to or from a non-board zone (the trash, the chain, a play), where a granted keyword ends and a printed one stays (CR 124.1)`,
  'no-asserted-total': () =>
    'no play asserts its total cost (with energy to spare, no option chosen and its card played once), so a change of the total would not show',
  'every-card-type': () => 'the fixture has a card of every type, so no cost effect can be scoped to none of its plays',
  'card-own-discounts': () =>
    "a card of the fixture has its own discounts, which apply after the effects' discounts and could let the minimum bite",
  'counts-runes': () =>
    'a cost of the fixture is lowered for each rune its controller controls, so an added rune changes it',
  'has-cost-effects': () => 'the fixture has cost effects, whose order among the discounts could let the minimum bite',
  'no-first-play-paid-from-pool': () =>
    'the first step is not an accepted play asserting its total and paid by a script that spends energy, or an event pattern asserts what it spends',
  'no-energy-shortfall': () =>
    'no card is played only in steps refused with payment/insufficient-energy under a scripted payment, so a second shortfall has no code to keep',
};

/** Why a transform does not apply, in words. */
export function renderNotApplicable(why: NotApplicableCode, detail = ''): string {
  return REASONS[why](detail);
}
