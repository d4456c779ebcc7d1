import cliProgress from 'cli-progress';
import type { Colors } from '../format/colors.js';
import type { Io } from '../format/io.js';
import { MARKS } from './render.js';
import type { MutantVerdict } from './types.js';

/** What the strength command shows while it measures: a bar on a terminal, one line per mutant elsewhere. */
export interface StrengthProgress {
  readonly start: (mutants: number, fixtures: number) => void;
  readonly mutantDone: (verdict: MutantVerdict) => void;
  readonly stop: () => void;
}

/** The progress display on the command's standard error. */
export function strengthProgress(io: Io, c: Colors): StrengthProgress {
  let bar: cliProgress.SingleBar | undefined;
  return {
    start(mutants, fixtures) {
      io.err(`Measuring ${mutants} mutants against ${fixtures} fixtures that pass on the reference engine\n`);
      if (!io.isTTY) return;
      bar = new cliProgress.SingleBar(
        { stream: process.stderr, format: ' {bar} {value}/{total} mutants {id}', hideCursor: true },
        cliProgress.Presets.shades_classic,
      );
      bar.start(mutants, 0, { id: '' });
    },
    mutantDone(verdict) {
      if (bar) bar.increment({ id: verdict.id });
      else {
        const mark = verdict.status === 'killed' ? c.green(MARKS.killed) : c.red(MARKS[verdict.status]);
        io.err(`  ${mark} ${verdict.name} ${c.dim(`(${verdict.killers.length} killing fixtures)`)}\n`);
      }
    },
    stop() {
      bar?.stop();
    },
  };
}
