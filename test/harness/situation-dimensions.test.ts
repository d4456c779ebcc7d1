/**
 * The dimensions read off the cost arithmetic and the timing of a fixture (harness/coverage/situation-cost.ts,
 * situation-timing.ts), and the grid's gate on them: a value whose only fixture goes is missing.
 */
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../schemas/types/generated.js';
import { computeGrid, type GridFixture } from '../../harness/coverage/grid.js';
import { situationValues } from '../../harness/coverage/situation.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { DIMENSION_VALUES } from '../../harness/load/lists.js';
import { rulesIndex } from '../../harness/load/rules-index.js';
import { ROOT } from './helpers.js';

const corpus = loadCorpus({ cwd: ROOT });
const byId = new Map(corpus.fixtures.map((loaded) => [loaded.fixture.id, loaded.fixture]));

function valuesOf(id: string, change?: (fixture: Fixture) => void): string[] {
  const fixture = structuredClone(byId.get(id));
  if (fixture === undefined) throw new Error(`no fixture ${id}`);
  change?.(fixture);
  return situationValues(fixture, corpus.cards);
}

const NEW_DIMENSIONS = ['component', 'minimum', 'shortfall', 'timing', 'controller', 'alternative'];

describe('the cost and timing dimensions of a fixture', () => {
  it('reads a component with its own increase and discount, and one with its discount only', () => {
    expect(valuesOf('cost-component-discount-meets-the-floor-before-its-increase')).toContain('component.both');
    const reduced = valuesOf('cost-component-discount-meets-the-floor-before-its-increase', (f) => {
      f.given.effects = (f.given.effects ?? []).filter((effect) => effect.kind !== 'cost-increase');
    });
    expect(reduced).toContain('component.reduced');
    expect(reduced).not.toContain('component.both');
  });

  it('reads whether a minimum stops its discount, and a minimum beside an option discount', () => {
    expect(valuesOf('cost-discount-minimum-never-raises')).toContain('minimum.reached');
    expect(valuesOf('cost-discount-minimum-applied-first-reaches-zero')).toContain('minimum.unreached');
    const option = valuesOf('cost-discount-minimum-leaves-the-option-discount-whole');
    expect(option).toEqual(expect.arrayContaining(['minimum.option', 'minimum.unreached']));
    const declined = valuesOf('cost-discount-minimum-leaves-the-option-discount-whole', (f) => {
      if (f.when[0].type === 'play') delete f.when[0].options;
    });
    expect(declined).not.toContain('minimum.option');
  });

  it('reads each pair of shortfalls of a rejected payment, and a single one', () => {
    expect(valuesOf('pay-short-two-ways-first-code-of-the-order')).toEqual(
      expect.arrayContaining([
        'shortfall.energy-and-power',
        'shortfall.energy-and-non-resource',
        'shortfall.power-and-non-resource',
      ]),
    );
    expect(valuesOf('pay-short-two-ways-first-code-of-the-order')).not.toContain('shortfall.single');
    expect(valuesOf('add-mandatory-cost-still-required')).toContain('shortfall.single');
  });

  it('reads Add abilities used outside a payment with and without priority, Reaction or not', () => {
    expect(valuesOf('add-abilities-outside-a-payment-need-priority')).toEqual(
      expect.arrayContaining(['timing.reaction-other', 'timing.plain-other', 'timing.plain-holder']),
    );
    expect(valuesOf('add-conduit-opens-no-window')).toContain('timing.reaction-holder');
  });

  it('reads whose phase and state triggers are on the board: the active, the next and a further player', () => {
    expect(valuesOf('add-phase-triggers-fire-only-on-their-controllers-turn')).toEqual(
      expect.arrayContaining(['controller.active', 'controller.non-active', 'controller.third']),
    );
    const two = valuesOf('add-phase-triggers-fire-only-on-their-controllers-turn', (f) => {
      delete f.given.players.p3;
    });
    expect(two).not.toContain('controller.third');
  });

  it('reads a Flow cost meeting an ignore effect, a one-part ignore and a discount', () => {
    expect(valuesOf('flow-cost-under-ignore-its-cost-keeps-its-discard')).toContain('alternative.ignore-all');
    expect(valuesOf('flow-cost-under-ignore-its-energy-is-free')).toContain('alternative.ignore-part');
    expect(valuesOf('flow-reduction-applies-to-flow-cost')).toContain('alternative.discount');
    const noFlow = valuesOf('flow-cost-under-ignore-its-energy-is-free', (f) => {
      if (f.when[0].type === 'play') delete f.when[0].flow;
    });
    expect(noFlow.filter((value) => value.startsWith('alternative.'))).toEqual([]);
  });
});

describe('the gate on the new dimensions', () => {
  const fixtures: GridFixture[] = corpus.fixtures.map(({ fixture }) => ({
    id: fixture.id,
    rules: fixture.rules,
    values: situationValues(fixture, corpus.cards),
  }));
  const grid = (without: string): string[] =>
    computeGrid(
      fixtures.filter((fixture) => fixture.id !== without),
      rulesIndex().rules,
      DIMENSION_VALUES,
      false,
    ).clauses.flatMap((clause) => clause.missing.map((value) => `${clause.id}: ${value}`));

  it('has every value of the new dimensions covered by a fixture or a reason', () => {
    const missing = grid('').filter((cell) => NEW_DIMENSIONS.some((name) => cell.includes(`: ${name}.`)));
    expect(missing).toEqual([]);
  });

  it('reports a value missing once the only fixture setting it up is gone', () => {
    expect(grid('add-phase-triggers-fire-only-on-their-controllers-turn')).toEqual(
      expect.arrayContaining([
        'add.trigger-cost-declined: controller.non-active',
        'add.trigger-cost-declined: controller.third',
        'pool.empties-at-main-start: controller.third',
      ]),
    );
    expect(grid('flow-cost-under-ignore-its-cost-keeps-its-discard')).toContain(
      'flow.alternative-base-cost: alternative.ignore-all',
    );
    expect(grid('pay-short-two-ways-first-code-of-the-order')).toContain('cost.mandatory: shortfall.energy-and-power');
  });
});
