import { copyFixture, hasStep, orderedEventLists } from './fixture-parts.js';
import { notApplicable, type Transform } from './types.js';

/** The zones whose order no rule reads (spec/INTERPRETING.md 3, 5.5): mainDeck, runeDeck and the chain keep theirs. */
const UNORDERED_ZONES = ['hand', 'trash', 'base', 'battlefield', 'banishment', 'runes'] as const;

/**
 * Reverses every unordered zone of every player in `given`. Expectations match these zones in any order, so they
 * stay. Not applicable when a phase start is asserted event by event: readying runes and permanents and running
 * their triggers emit one event each, in an order the rules leave open, which an ordered events list may follow.
 */
export const reorderZonesTransform: Transform = {
  name: 'reorder-zones',
  apply(fixture) {
    if (hasStep(fixture, 'advance') && orderedEventLists(fixture).length > 0)
      return notApplicable('strict-events-with-advance');
    const reordered = copyFixture(fixture);
    let changed = false;
    for (const side of Object.values(reordered.given.players)) {
      for (const zone of UNORDERED_ZONES) {
        const items = side[zone];
        if (items === undefined || items.length < 2) continue;
        items.reverse();
        changed = true;
      }
    }
    return changed ? { applicable: true, fixture: reordered } : notApplicable('nothing-to-change');
  },
};
