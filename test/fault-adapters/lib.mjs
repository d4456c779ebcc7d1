// Shared loop of the fault-injecting adapters: a real protocol v1 process that answers every fixture with the
// reference engine, except the one named on its command line, where it misbehaves in its own way.
import { createInterface } from 'node:readline';
import { loadEngine } from './engine.mjs';

/** The fixture ID to misbehave on: the first argument (`*`: every scenario). */
export const target = process.argv[2];

/** Writes one protocol line. */
export function reply(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

/**
 * Serves protocol v1 on stdin and stdout. `inject(command)` handles the run of the target fixture; every other
 * run is answered by the reference engine.
 */
export async function serveWithFault(inject, { exitOnStop = true } = {}) {
  const engine = await loadEngine();
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    const command = JSON.parse(line);
    if (command.cmd === 'stop' && exitOnStop) break;
    if (command.cmd === 'stop') await new Promise(() => setInterval(() => undefined, 60_000));
    if (command.cmd === 'start') {
      reply({ version: 1, implementation: await describe(engine) });
    } else if (target === '*' || command.scenario.id === target) {
      await inject(command);
    } else {
      reply(await answer(engine, command));
    }
  }
  process.exit(0);
}

async function describe(engine) {
  const implementation = engine
    ? await engine.describe()
    : { version: '0.0.0', language: 'javascript', capabilities: [] };
  return { ...implementation, name: 'fault-adapter' };
}

async function answer(engine, command) {
  if (!engine) return { seq: command.seq, skipped: { reason: 'no engine behind this fault adapter' } };
  try {
    if (command.cmd === 'query')
      return { seq: command.seq, reply: await engine.query({ scenario: command.scenario, queries: command.queries }) };
    return { seq: command.seq, observation: await engine.run(command.scenario) };
  } catch (error) {
    return { seq: command.seq, errored: { message: String(error) } };
  }
}
