// Starts a process that inherits stdout and outlives it, then dies with exit code 3 on the target fixture: the pipe
// stays open after the exit. With `detached` as the second argument that process starts its own session (a daemon),
// out of reach of the adapter's process group. Its ID goes to stderr so that a test can end it.
import { spawn } from 'node:child_process';
import { serveWithFault } from './lib.mjs';

const detached = process.argv[3] === 'detached';

await serveWithFault(() => {
  const holder = spawn(process.execPath, ['-e', 'setTimeout(() => undefined, 300_000)'], {
    stdio: ['ignore', 'inherit', 'ignore'],
    detached,
  });
  process.stderr.write(`fault-adapter: process ${holder.pid} keeps stdout open\n`);
  process.exit(3);
});
