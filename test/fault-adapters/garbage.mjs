// Answers the target fixture with a line that is not JSON.
import { serveWithFault } from './lib.mjs';

await serveWithFault(() => {
  process.stdout.write('this is not json {\n');
});
