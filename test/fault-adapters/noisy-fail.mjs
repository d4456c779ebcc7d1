// Writes a line to stderr for every fixture and, for the target, answers an observation that fails (the first
// step's outcome turned around): its stderr must reach every report, as a crash's does.
import { loadEngine } from './engine.mjs';
import { createInterface } from 'node:readline';

const target = process.argv[2];
const engine = await loadEngine();
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (line.trim() === '') continue;
  const command = JSON.parse(line);
  if (command.cmd === 'stop') break;
  if (command.cmd === 'start') {
    process.stdout.write(
      `${JSON.stringify({ version: 1, implementation: { ...(await engine.describe()), name: 'noisy' } })}\n`,
    );
    continue;
  }
  process.stderr.write(`NOISY-STDERR for ${command.scenario.id}\n`);
  const observation = await engine.run(command.scenario);
  if (command.scenario.id === target) {
    const [first] = observation.steps;
    if (first.outcome === 'accepted') Object.assign(first, { outcome: 'rejected', code: 'action/unknown-reference' });
    else {
      first.outcome = 'accepted';
      delete first.code;
    }
  }
  process.stdout.write(`${JSON.stringify({ seq: command.seq, observation })}\n`);
}
process.exit(0);
