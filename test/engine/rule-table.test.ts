import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine/engine.js';
import { defaultRules } from '../../engine/default-rules.js';
import type { RuleTable } from '../../engine/rule-table.js';
import { CARD, definition } from './support/catalogue.js';
import { card, given, permanent, when } from './support/game.js';

/** Rule IDs cited in the doc comments of the rule table. */
const table = await import('node:fs').then((fs) =>
  fs.readFileSync(new URL('../../engine/rule-table.ts', import.meta.url), 'utf8'),
);

describe('the rule table', () => {
  it('has a doc comment for every entry, and each comment cites a rule ID or a section of INTERPRETING', () => {
    for (const entry of Object.keys(defaultRules)) {
      const doc =
        new RegExp(`/\\*\\*([^*]|\\*(?!/))*\\*/\\s*(readonly )?${entry.replace(/[-']/g, '.')}[(:]`).exec(table)?.[0] ??
        '';
      expect(doc, entry).toMatch(/(cost|pay|accelerate|deflect|repeat|flow|add|pool)\.[a-z-]+|INTERPRETING \d/);
    }
  });

  it('given an override of one entry, then only that entry changes and the others stay the default ones', () => {
    const override: Partial<RuleTable> = { rollback: (partial) => partial };
    const engine = createEngine(override);
    expect(engine.rules.rollback).toBe(override.rollback);
    expect(engine.rules.reduce).toBe(defaultRules.reduce);
  });

  it('given an entry overridden, then the engine calls it through the table everywhere (a misread Deflect applies in plays)', () => {
    const state = given({
      p1: { hand: [card('ch', CARD.charm)] },
      p2: { base: [permanent('bc', CARD.bastionColossus)] },
    });
    const play = { type: 'play' as const, player: 'p1', card: 'ch', targets: ['bc'], payment: [] };
    expect(when(state, play).totalCost).toEqual({ energy: 1, power: { any: 2, calm: 1 } });
    expect(when(state, play, createEngine({ deflectApplies: () => false })).totalCost).toEqual({
      energy: 1,
      power: { calm: 1 },
    });
  });

  it('given an override that delegates to the default entry, then it can change one case only', () => {
    const engine = createEngine({
      leaveChain: (departure) =>
        departure.cause === 'countered' ? departure.requested : defaultRules.leaveChain(departure),
    });
    expect(
      engine.rules.leaveChain({
        item: { id: 'x', card: CARD.dredgeUp, owner: 'p1', controller: 'p1', targets: [], flow: 0, options: [] },
        card: definition(CARD.dredgeUp),
        requested: 'hand',
        cause: 'countered',
        ownInstruction: false,
      }),
    ).toBe('hand');
  });
});
