// Answers the target fixture with an observation nested 100 000 levels deep (written by hand: JSON.stringify would
// overflow the stack on it).
import { serveWithFault } from './lib.mjs';

const depth = 100_000;

await serveWithFault((command) => {
  const steps = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  process.stdout.write(`{"seq":${command.seq},"observation":{"steps":${steps}}}\n`);
});
