import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import reference from '../../engine/adapter.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { buildScenario } from '../../harness/scenario/build.js';
import type { Fixture } from '../../schemas/types/generated.js';
import { ROOT } from '../protocol/cli-helpers.js';

/**
 * spec/INTERPRETING.md 4.3: an `activate` step whose card is not a permanent on the board is refused with
 * action/unknown-reference, wherever the card is; the contract names the code and the reference engine gives it.
 */
const corpus = loadCorpus({ cwd: ROOT });
const base = corpus.fixtures.find(
  (loaded) => loaded.fixture.id === 'cost-permanent-ability-of-a-card-in-hand-unknown-reference',
);

function activating(zone: 'hand' | 'trash' | 'mainDeck' | 'nowhere'): Fixture {
  if (base === undefined) throw new Error('the fixture activating a card in hand is not in the corpus');
  const fixture = structuredClone(base.fixture);
  const p1 = fixture.given.players.p1 ?? {};
  p1.hand = [];
  if (zone !== 'nowhere') p1[zone] = [{ id: 'vh1', card: 'UNL-030' }];
  const [first] = fixture.when;
  fixture.when = [first];
  return fixture;
}

describe('activating a card that is not on the board (INTERPRETING 4.3)', () => {
  it('the contract names action/unknown-reference for it, beside the code of an unknown ability', () => {
    const text = readFileSync(join(ROOT, 'spec/INTERPRETING.md'), 'utf8');
    const section = text.slice(text.indexOf('### 4.3'), text.indexOf('### 4.4'));
    const sentence = section
      .split(/(?<=\.)\s+/u)
      .find((s) => s.includes('not a') && s.includes('permanent on the board'));
    expect(sentence).toBeDefined();
    expect(section.slice(section.indexOf(sentence ?? '') - 200, section.indexOf(sentence ?? ''))).toContain(
      '`action/unknown-reference`',
    );
  });

  it.each(['hand', 'trash', 'mainDeck', 'nowhere'] as const)(
    'the reference engine refuses a card in the %s with that code',
    (zone) => {
      const observation = reference.run(buildScenario(activating(zone), corpus.cards));
      expect(observation.steps[0]?.outcome).toBe('rejected');
      expect(observation.steps[0]?.code).toBe('action/unknown-reference');
    },
  );
});
