// Answers the target fixture twice: the second answer arrives while the harness awaits the next fixture's.
import { reply, serveWithFault } from './lib.mjs';

await serveWithFault((command) => {
  const answer = { seq: command.seq, skipped: { reason: 'answering twice on purpose' } };
  reply(answer);
  reply(answer);
});
