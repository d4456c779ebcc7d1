// Floods stdout on the target fixture: 16 MiB without a newline, then waits to be killed.
import { serveWithFault } from './lib.mjs';

const chunk = 'x'.repeat(64 * 1024);

await serveWithFault(async () => {
  for (let written = 0; written < 16 * 1024 * 1024; written += chunk.length) {
    if (!process.stdout.write(chunk)) await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
  await new Promise(() => {
    setInterval(() => undefined, 60_000);
  });
});
