// Answers like the fault adapters, but stays alive after stop.
import { serveWithFault } from './lib.mjs';

await serveWithFault(() => undefined, { exitOnStop: false });
