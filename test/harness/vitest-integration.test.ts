import { describeConformance } from '../../harness/vitest.js';
import replay from './adapters/replay.js';
import wrongTotal from './adapters/wrong-total.js';
import { BASE_ID, CORPUS_DIR, ROOT } from './helpers.js';

describeConformance(replay, { name: 'a correct adapter', fixtures: CORPUS_DIR, cwd: ROOT });

describeConformance(() => wrongTotal, {
  name: 'a faulty adapter with its known failure in a baseline',
  fixtures: CORPUS_DIR,
  cwd: ROOT,
  baseline: { baselineVersion: 1, entries: { [BASE_ID]: { status: 'fail', reason: 'reports one energy too many' } } },
});

describeConformance(
  { ...replay, describe: () => ({ name: 'no-events', version: '1', language: 'typescript', capabilities: [] }) },
  { name: 'an adapter lacking capabilities', fixtures: CORPUS_DIR, cwd: ROOT, filter: { id: [BASE_ID] } },
);
