import { describe, expect, it } from 'vitest';
import type { State } from '../../schemas/types/generated.js';
import { firstLoadingDifference } from '../../harness/doctor/check.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { cli } from '../protocol/cli-helpers.js';
import { CORPUS_DIR, ROOT } from './helpers.js';

const MIS_SEEDING = 'test/harness/adapters/mis-seeding.ts';

/** The chapters whose fixtures give the active player a rune deck. */
const CHAPTERS = ['pay', 'pool'];

/** The fixtures of the package corpus whose active player has runes in the rune deck, with the IDs there. */
function decksToChannel(): { file: string; player: string; deck: string[] }[] {
  return loadCorpus({ cwd: ROOT }).fixtures.flatMap(({ fixture, file, chapter }) => {
    if (!CHAPTERS.includes(chapter)) return [];
    const player = fixture.given.turn.activePlayer;
    const deck = (fixture.given.players[player]?.runeDeck ?? []).map((rune) => rune.id);
    return deck.length === 0 ? [] : [{ file, player, deck }];
  });
}

const GIVEN: State = {
  turn: { number: 3, activePlayer: 'p1', phase: 'main' },
  players: { p1: { pool: { energy: 1 }, trash: [{ id: 't1', card: 'OGN-010' }] }, p2: {} },
};

describe('doctor: what the adapter loaded, against given', () => {
  it('given an adapter that channels runes as it loads, then one line per fixture names its rune deck, given against loaded, and it exits 1', async () => {
    const expected = decksToChannel();
    expect(expected.length).toBeGreaterThan(0);
    const { code, stdout } = await cli(
      'doctor',
      '--adapter',
      MIS_SEEDING,
      ...CHAPTERS.flatMap((chapter) => ['--chapter', chapter]),
    );
    expect(code).toBe(1);
    const lines = stdout.split('\n').filter((line) => line.includes('#/given/'));
    expect(lines).toEqual(
      expected.map(
        ({ file, player, deck }) =>
          `${file}#/given/players/${player}/runeDeck: expected ${JSON.stringify(deck)}, loaded ${JSON.stringify(deck.slice(2))}`,
      ),
    );
    expect(stdout).toContain(`${expected.length} differ`);
    expect(stdout).toContain('doctor failed');
  });

  it('given the reference engine or a profile that blanks what it does not observe, then nothing differs and it exits 0', async () => {
    for (const adapter of ['reference', 'profile:no-chain']) {
      const { code, stdout } = await cli('doctor', '--adapter', adapter, '--chapter', 'pay');
      expect(code, adapter).toBe(0);
      expect(stdout).toMatch(/ 0 differ, 0 adapter failures/);
      expect(stdout).toContain('doctor passed');
    }
  });

  it('given an adapter that returns no initial state, then nothing can be checked: it says so and exits 1', async () => {
    const { code, stdout } = await cli(
      'doctor',
      '--adapter',
      'test/harness/adapters/replay.ts',
      '--fixtures',
      CORPUS_DIR,
    );
    expect(code).toBe(1);
    expect(stdout).toMatch(
      /0 loaded as given, 0 differ, 0 adapter failures, 0 not applicable, 2 without observation\.initial/,
    );
    expect(stdout).toContain('cannot be checked');
  });

  it('given a difference on a part the adapter does not observe, then it is not one', () => {
    const loaded = structuredClone(GIVEN);
    const p1 = loaded.players.p1;
    if (p1) p1.pool = {};
    expect(firstLoadingDifference(GIVEN, loaded, {})).toEqual({
      kind: 'differs',
      pointer: '/given/players/p1/pool/energy',
      expected: 1,
      loaded: 0,
    });
    expect(firstLoadingDifference(GIVEN, loaded, { observes: ['hand', 'trash', 'runes'] })).toBeUndefined();
  });

  it('given a dropped zone, then the zone is named with the IDs it held and holds', () => {
    const loaded = structuredClone(GIVEN);
    delete loaded.players.p1?.trash;
    expect(firstLoadingDifference(GIVEN, loaded, {})).toEqual({
      kind: 'differs',
      pointer: '/given/players/p1/trash',
      expected: ['t1'],
      loaded: [],
    });
  });
});
