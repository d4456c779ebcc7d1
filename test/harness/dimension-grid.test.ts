/** The situation a fixture sets up (harness/coverage/situation.ts) and the grid of clauses by dimension value (grid.ts). */
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../schemas/types/generated.js';
import { computeGrid, type GridFixture } from '../../harness/coverage/grid.js';
import { gridRows, renderGridTable } from '../../harness/coverage/grid-table.js';
import { situationValues } from '../../harness/coverage/situation.js';
import { colors } from '../../harness/format/colors.js';
import { readTestFixture, testCorpus, BASE_ID } from './helpers.js';

const cards = testCorpus().cards;

/** The base test fixture (p1 plays Legion Rearguard from hand, two players) with some parts replaced. */
function fixture(change: (f: Fixture) => void): Fixture {
  const f = readTestFixture(BASE_ID);
  change(f);
  return f;
}

describe('situationValues', () => {
  const base = situationValues(readTestFixture(BASE_ID), cards);

  it('reads the plain situation of the base fixture: two players, the active player acting, a printed keyword', () => {
    expect(base).toEqual(expect.arrayContaining(['players.two', 'actor.active', 'priority.holder', 'chain.empty']));
    expect(base).toEqual(expect.arrayContaining(['keyword.printed', 'keyword.printed:accelerate']));
    expect(base).not.toContain('players.more');
    expect(base).not.toContain('keyword.granted');
  });

  it("sees a third player, a keyword granted by an effect, and a player acting on another player's turn", () => {
    const values = situationValues(
      fixture((f) => {
        f.given.players.p3 = {};
        f.given.turn.activePlayer = 'p2';
        f.given.turn.priority = 'p1';
        f.given.effects = [
          {
            id: 'e9',
            kind: 'grant-keyword',
            card: f.when[0].type === 'play' ? f.when[0].card : 'x',
            keyword: { keyword: 'accelerate' },
          },
        ];
      }),
      cards,
    );
    expect(values).toEqual(
      expect.arrayContaining([
        'players.more',
        'actor.non-active',
        'keyword.granted:accelerate',
        'keyword.several:accelerate',
      ]),
    );
  });

  it('sees a spend of a kind the pool does not hold, an automatic payment and counted events', () => {
    const lacking = situationValues(
      fixture((f) => {
        const play = f.when[0];
        if (play.type === 'play') play.payment = [{ type: 'spend', resources: { power: { calm: 1 } } }];
        f.then.eventCounts = [{ pattern: { type: 'card-played' }, count: 1 }];
      }),
      cards,
    );
    expect(lacking).toEqual(expect.arrayContaining(['pool.lacks', 'count.exact', 'payment.scripted']));
    const auto = situationValues(
      fixture((f) => {
        const play = f.when[0];
        if (play.type === 'play') play.payment = 'auto';
      }),
      cards,
    );
    expect(auto).toContain('payment.auto');
    expect(auto).not.toContain('pool.lacks');
  });

  it('adds the values a fixture declares, a keyword value for every keyword', () => {
    const values = situationValues(
      fixture((f) => {
        f.dimensions = ['zone.battlefield', 'keyword.granted'];
      }),
      cards,
    );
    expect(values).toEqual(
      expect.arrayContaining([
        'zone.battlefield',
        'keyword.granted',
        'keyword.granted:flow',
        'keyword.granted:deflect',
      ]),
    );
  });
});

describe('computeGrid', () => {
  const VALUES = ['zone.base', 'zone.battlefield', 'keyword.printed', 'keyword.granted', 'players.two'];
  const clauses = [
    {
      id: 'deflect.a',
      chapter: 'deflect',
      dimensions: ['zone', 'keyword'],
      reasons: { 'keyword.granted': 'No card can be given it, for the sake of the test.' },
    },
    { id: 'cost.b', chapter: 'cost', dimensions: ['keyword'] },
    { id: 'pay.c', chapter: 'pay', dimensions: [] },
  ];
  const fixtures: GridFixture[] = [
    { id: 'deflect-one', rules: ['deflect.a'], values: ['zone.base', 'keyword.printed', 'keyword.printed:flow'] },
    { id: 'deflect-one~move', rules: ['deflect.a'], values: ['zone.battlefield'], variantOf: 'deflect-one' },
    { id: 'cost-two', rules: ['cost.b'], values: ['keyword.printed', 'keyword.printed:deflect', 'keyword.granted'] },
    { id: 'pay-three', rules: ['pay.c'], values: ['keyword.printed:deflect'] },
  ];

  it('gives each value of each listed dimension: the fixtures citing the clause that set it up, else variants, else the reason, else missing', () => {
    const grid = computeGrid(fixtures, clauses, VALUES, true);
    const deflect = grid.clauses[0]?.cells.map((cell) => [
      cell.value,
      cell.status,
      [...cell.fixtures, ...cell.variants],
    ]);
    // a keyword clause reads the values of its own keyword only: deflect-one prints Flow, not Deflect
    expect(deflect).toEqual([
      ['zone.base', 'covered', ['deflect-one']],
      ['zone.battlefield', 'variant', ['deflect-one~move']],
      ['keyword.printed', 'missing', []],
      ['keyword.granted', 'reason', []],
    ]);
    expect(grid.clauses[1]?.cells.map((cell) => [cell.value, cell.status])).toEqual([
      ['keyword.printed', 'covered'],
      ['keyword.granted', 'covered'],
    ]);
    expect(grid.clauses[2]?.cells).toEqual([]);
    expect(grid.summary).toEqual({
      clauses: 3,
      values: 6,
      covered: 3,
      variant: 1,
      reason: 1,
      missing: 1,
      variantsCount: true,
      complete: false,
    });
    expect(grid.clauses[0]?.missing).toEqual(['keyword.printed']);
  });

  it('counts a variant only when told to', () => {
    const grid = computeGrid(fixtures, clauses, VALUES, false);
    expect(grid.clauses[0]?.cells[1]).toMatchObject({
      value: 'zone.battlefield',
      status: 'missing',
      variants: ['deflect-one~move'],
    });
  });

  it('renders missing values first, then reasons, variants and covered values, and the verdict', () => {
    const grid = computeGrid(fixtures, clauses, VALUES, true);
    expect(gridRows(grid).map(({ cell }) => cell.status)).toEqual([
      'missing',
      'reason',
      'variant',
      'covered',
      'covered',
      'covered',
    ]);
    const lines = renderGridTable(grid, colors(false)).split('\n');
    expect(lines[0]).toMatch(/^STATUS\s+CLAUSE\s+VALUE\s+BY$/);
    expect(lines[1]).toMatch(/^missing\s+deflect\.a\s+keyword\.printed\s+no fixture/);
    expect(lines[2]).toMatch(/reason: No card can be given it/);
    expect(lines[3]).toMatch(/variants only: deflect-one~move$/);
    expect(lines.at(-1)).toMatch(/^Dimension coverage is incomplete/);
  });
});
