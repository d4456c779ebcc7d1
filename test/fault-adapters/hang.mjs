// Never answers the target fixture, and stays alive.
import { serveWithFault } from './lib.mjs';

await serveWithFault(
  () =>
    new Promise(() => {
      setInterval(() => undefined, 60_000);
    }),
);
