import { describe, expect, it } from 'vitest';
import { loadAdapter } from '../../harness/adapters/registry.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { renderFinding } from '../../harness/messages/index.js';
import { readRunResult } from '../../harness/protocol/replies.js';
import { buildScenario } from '../../harness/scenario/build.js';
import { ROOT } from '../protocol/cli-helpers.js';

describe('a reply to run with a key the protocol does not have', () => {
  it('names the key and the pointer, and says what a reply holds', async () => {
    const corpus = loadCorpus({ cwd: ROOT });
    const [first] = corpus.fixtures;
    if (first === undefined) throw new Error('the corpus is empty');
    const observation = await (await loadAdapter('reference')).run(buildScenario(first.fixture, corpus.cards));
    const reading = readRunResult(JSON.stringify({ seq: 1, observation, 'extra-key': true }), 1);
    expect(reading.kind).toBe('fault');
    if (reading.kind !== 'fault') return;
    expect(reading.fault.code).toBe('adapter/invalid-observation');
    const message = renderFinding(reading.fault);
    expect(message).not.toContain('?');
    expect(message).toContain('at /:');
    expect(message).toContain('"extra-key"');
    expect(message).toContain('seq and one of observation, skipped or errored');
  });
});
