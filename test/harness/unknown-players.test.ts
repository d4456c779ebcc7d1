import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../harness/load/corpus.js';
import { ROOT, tempDir, writeFiles } from './helpers.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

type Json = Record<string, unknown>;

const CATALOGUE = JSON.parse(readFileSync(join(ROOT, 'fixtures/cards/catalogue.json'), 'utf8')) as unknown;

function readFixture(file: string): Json {
  return JSON.parse(readFileSync(join(ROOT, 'fixtures', file), 'utf8')) as Json;
}

/** Loads one fixture in a scratch corpus with the real catalogue; the codes and pointers of its findings. */
function findingsOf(file: string, fixture: Json): { code: string; pointer: string | undefined }[] {
  const { dir, remove } = tempDir();
  cleanups.push(remove);
  writeFiles(dir, { [file]: fixture, 'cards/catalogue.json': CATALOGUE });
  return loadCorpus({ fixtures: dir, cwd: dir }).findings.map(({ code, pointer }) => ({ code, pointer }));
}

/** The object holding the value at a JSON Pointer, and the last token (pointers of the corpus need no escapes). */
function parentOf(fixture: Json, pointer: string): { parent: Json; key: string } {
  const tokens = pointer.split('/').slice(1);
  const key = tokens.pop() ?? '';
  let parent: unknown = fixture;
  for (const token of tokens) parent = (parent as Json)[token];
  return { parent: parent as Json, key };
}

const UNKNOWN = { code: 'fixture/unknown-player' };
const POOL = 'pool/pool-main-start-empties-three-players.json';

describe('fixture/unknown-player', () => {
  it('refuses the mutant that removed the active player from given.players (fast-check path 268:40:39:39)', () => {
    const fixture = readFixture(POOL);
    expect(findingsOf(POOL, fixture)).toEqual([]);
    delete ((fixture.given as Json).players as Json).p2;
    expect(findingsOf(POOL, fixture)).toEqual(
      expect.arrayContaining([
        { ...UNKNOWN, pointer: '/given/turn/activePlayer' },
        { ...UNKNOWN, pointer: '/when/0/player' },
      ]),
    );
  });

  // One fixture of the corpus per kind of field that holds a player; the field is set to a player it does not declare.
  const kinds: readonly [string, string][] = [
    ['repeat/repeat-rechoice-keeps-paid-repeat-and-flow.json', '/given/turn/priority'],
    ['repeat/repeat-rechoice-keeps-paid-repeat-and-flow.json', '/given/turn/passed/0'],
    ['repeat/repeat-rechoice-keeps-paid-repeat-and-flow.json', '/given/chain/0/controller'],
    ['repeat/repeat-rechoice-keeps-paid-repeat-and-flow.json', '/given/chain/0/owner'],
    ['pool/pool-kept-when-trigger-chain-closes-focus-stays.json', '/given/turn/focus'],
    ['pool/pool-end-of-turn-lasting-effect-does-not-expire.json', '/given/effects/0/scope/player'],
    ['repeat/repeat-with-deflect-target-charges-deflect-once.json', '/when/0/player'],
    ['flow/flow-countered-costs-stay-paid.json', '/then/absentEvents/1/player'],
    ['repeat/repeat-rechoice-keeps-paid-repeat-and-flow.json', '/then/eventCounts/1/pattern/player'],
    ['pool/pool-noon-bell-energy-kept.json', '/then/events/0/player'],
    ['pay/pay-charm-matching-power-from-pool.json', '/then/state/chain/0/controller'],
    ['pool/pool-main-start-empties-three-players.json', '/then/state/turn/activePlayer'],
    ['pool/pool-kept-when-trigger-chain-closes-focus-stays.json', '/then/steps/0/state/turn/focus'],
    ['pool/pool-turn-start-does-not-empty.json', '/then/steps/3/events/0/player'],
  ];

  it.each(kinds)('%s: a player at %s that given.players does not declare', (file, pointer) => {
    const fixture = readFixture(file);
    const { parent, key } = parentOf(fixture, pointer);
    expect(typeof parent[key]).toBe('string');
    parent[key] = 'p4';
    expect(findingsOf(file, fixture)).toContainEqual({ ...UNKNOWN, pointer });
  });

  it('refuses a state pattern keyed by a player that given.players does not declare', () => {
    const file = 'repeat/repeat-total-with-and-without-repeat-two-copies.json';
    const fixture = readFixture(file);
    const { parent } = parentOf(fixture, '/then/steps/1/state/players/p1');
    parent.p4 = parent.p1;
    expect(findingsOf(file, fixture)).toContainEqual({ ...UNKNOWN, pointer: '/then/steps/1/state/players/p4' });
  });
});
