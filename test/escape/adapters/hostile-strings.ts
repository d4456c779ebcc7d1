/**
 * An in-process adapter that puts the hostile payload everywhere it controls: its name, version and language, thrown
 * messages, skip reasons, the reason for a part not observed, a value that breaks the schema (quoted in the finding), an instance ID off its pattern,
 * and a wrong total cost (a failure with a diff). It answers fixture after fixture in rotation.
 */
import { AdapterSkipError } from '../../../harness/protocol/faults.js';
import type { Adapter } from '../../../harness/adapters/types.js';
import { loadAdapter } from '../../../harness/adapters/registry.js';
import type { Observation } from '../../../schemas/types/generated.js';
import { PAYLOAD, payloadOf } from '../payload.js';

const reference = await loadAdapter('reference');

type Step = Observation['steps'][number];

/** What the adapter does to the reference engine's steps, one way per fixture in turn; undefined: throw or skip. */
const MODES: readonly ((steps: Step[]) => void)[] = [
  () => {
    throw new Error(`thrown ${PAYLOAD}`);
  },
  () => {
    throw new AdapterSkipError(`skip ${PAYLOAD}`, 'javascript:alert(1)');
  },
  (steps) => {
    if (steps[0]) (steps[0] as { events?: unknown }).events = [{ type: PAYLOAD }];
  },
  (steps) => {
    for (const step of steps) step.totalCost = { energy: 99 };
    // the reason for a part not observed is the adapter's text, shown in every report beside the status
    if (steps[0]) steps[0].notObserved = [{ part: 'turn.priority', reason: `not held ${PAYLOAD}`.slice(0, 200) }];
  },
  (steps) => {
    const hand = (steps[0]?.state as { players?: { p1?: { hand?: { id: string }[] } } } | undefined)?.players?.p1?.hand;
    if (hand) hand.push({ id: PAYLOAD.slice(0, 60), card: PAYLOAD.slice(0, 60) } as { id: string });
    else throw new Error(`no hand ${PAYLOAD}`);
  },
];

let turn = 0;

const adapter: Adapter = {
  describe: async () => ({
    ...(await reference.describe()),
    name: payloadOf(100),
    version: payloadOf(50),
    language: payloadOf(50),
  }),
  run: async (scenario) => {
    const mode = MODES[turn++ % (MODES.length + 1)];
    if (mode === undefined) return { skipped: { reason: `skipped ${PAYLOAD}` } };
    const answer = await reference.run(scenario);
    if ('skipped' in answer) return answer;
    const observation: Observation = structuredClone(answer);
    mode(observation.steps);
    return observation;
  },
};

export default adapter;
