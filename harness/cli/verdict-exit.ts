import { renderNoVerdict } from '../messages/index.js';
import { exitGuarded } from '../run/exit-guard.js';
import { EXIT } from './context.js';

/**
 * The last word on the exit code of the executable. Until the command returns its code, an end of the process (an
 * adapter calling the original process.exit, an event loop left with nothing to wait for) is no verdict: the process
 * ends non-zero, with one message. Once the code is known nothing changes it, and an interrupted run (128 + signal)
 * ends at once, whatever an in-process adapter still has pending. Returns the function that records the code.
 */
export function keepVerdict(): (code: number) => void {
  let verdict: number | undefined;
  let said = false;
  const noVerdict = (asked: number): void => {
    if (!said) process.stderr.write(`\n${renderNoVerdict(asked)}\n`);
    said = true;
    process.exitCode = asked === 0 ? EXIT.failures : asked;
  };
  // The loop is empty and the command has not returned: a promise (an adapter's, say) that can never settle.
  process.on('beforeExit', () => {
    if (verdict === undefined) noVerdict(Number(process.exitCode ?? 0));
  });
  process.on('exit', (asked) => {
    if (verdict !== undefined) process.exitCode = verdict;
    // An armed exit guard stops an exit made through process.exit, and the run goes on to its verdict.
    else if (exitGuarded()) process.exitCode = Number(process.exitCode ?? asked) || EXIT.failures;
    else noVerdict(Number(process.exitCode ?? asked));
  });
  return (code) => {
    verdict = code;
    process.exitCode = code;
    if (code >= 128) process.exit(code);
  };
}
