// Dies with exit code 3 on the target fixture, after a word on stderr.
import { serveWithFault } from './lib.mjs';

await serveWithFault(() => {
  process.stderr.write('fault-adapter: crashing on purpose\n');
  process.exit(3);
});
