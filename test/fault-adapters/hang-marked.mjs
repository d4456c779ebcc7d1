// Never answers the target fixture: starts a child in its own process group (what a shell script does), writes the
// file named by HANG_MARK with both pids, and waits. A harness that is interrupted must end both.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { serveWithFault } from './lib.mjs';

await serveWithFault(
  () =>
    new Promise(() => {
      const child = spawn('sleep', ['600'], { stdio: 'ignore' });
      writeFileSync(process.env.HANG_MARK ?? 'hang-mark', `${process.pid} ${child.pid ?? ''}\n`);
      setInterval(() => undefined, 60_000);
    }),
);
