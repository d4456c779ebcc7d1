import { renderNoVerdict } from '../messages.js';
import { exitGuarded } from '../run/exit-guard.js';
import { EXIT } from './context.js';

/**
 * The last word on the exit code of the executable. Until the command returns its code, an exit of the process (an
 * adapter calling the original process.exit, an event loop left empty) is no verdict: it ends non-zero, with one
 * message. Once the code is known, nothing can change it, and an interrupted run (128 + signal) ends at once, whatever
 * an in-process adapter still has pending. Returns the function that records the code.
 */
export function keepVerdict(): (code: number) => void {
  let verdict: number | undefined;
  process.on('exit', (asked) => {
    if (verdict !== undefined) {
      process.exitCode = verdict;
      return;
    }
    if (exitGuarded()) return; // an armed exit guard stops this exit and the run goes on
    process.stderr.write(`\n${renderNoVerdict(asked)}\n`);
    process.exitCode = asked === 0 ? EXIT.failures : asked;
  });
  return (code) => {
    verdict = code;
    process.exitCode = code;
    if (code >= 128) process.exit(code);
  };
}
