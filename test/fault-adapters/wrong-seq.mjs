// Answers the target fixture with a valid reply carrying another seq.
import { reply, serveWithFault } from './lib.mjs';

await serveWithFault((command) => {
  reply({ seq: command.seq + 1, skipped: { reason: 'answering the wrong seq on purpose' } });
});
