// A protocol v1 adapter that puts the hostile payload (test/escape/payload.ts) in everything a process controls:
// its implementation, stderr (with bytes that are not UTF-8) before every answer, errored messages, skip reasons,
// a top-level key of a reply, an event type that breaks the schema and, last, a line that is not JSON.
import { Buffer } from 'node:buffer';
import { createInterface } from 'node:readline';
import { loadEngine } from './engine.mjs';
import { reply } from './lib.mjs';

const { tsImport } = await import('tsx/esm/api');
const { PAYLOAD, payloadOf } = await tsImport('../escape/payload.ts', import.meta.url);
const engine = await loadEngine();

/** How each run is answered, in turn; the line that is not JSON comes last (the process is restarted after it). */
const MODES = [
  (seq) => ({ seq, errored: { message: `errored: ${PAYLOAD}` } }),
  (seq) => ({ seq, skipped: { reason: `skipped: ${PAYLOAD}`, issue: 'javascript:alert(document.cookie)' } }),
  (seq, observation) => ({ seq, observation, [payloadOf(80)]: 1 }),
  (seq, observation) => ({
    seq,
    observation: { ...observation, steps: observation.steps.map((step) => ({ ...step, events: [{ type: PAYLOAD }] })) },
  }),
];

let turn = 0;
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  const command = JSON.parse(line);
  if (command.cmd === 'stop') break;
  if (command.cmd === 'start') {
    const implementation = {
      ...(await engine.describe()),
      name: payloadOf(100),
      version: payloadOf(50),
      language: payloadOf(50),
      homepage: 'javascript:alert(document.domain)',
    };
    reply({ version: 1, implementation });
    continue;
  }
  process.stderr.write(`stderr: ${PAYLOAD}\n`);
  process.stderr.write(Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0x0a]));
  const mode = MODES[turn++];
  if (mode === undefined) {
    process.stdout.write(`not json: ${PAYLOAD.replaceAll('\n', ' ')}\n`);
    continue;
  }
  const answer = await engine.run(command.scenario);
  reply('skipped' in answer ? { seq: command.seq, skipped: answer.skipped } : mode(command.seq, answer));
}
process.exit(0);
