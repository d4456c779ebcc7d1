/**
 * The benchmark: six ratios, each measured side by side in this one process run, printed as a table or, with
 * --json, as one JSON object. --quick runs tiny sizes (a smoke test of the shape; its figures mean little).
 */
import { FULL, QUICK, runBench, TARGETS, type RatioName } from './run.js';

function table(result: Record<string, unknown>): string {
  const targets = result.targets as Record<RatioName, { at: string; value: number; met: boolean }>;
  const rows = (Object.keys(TARGETS) as RatioName[]).map((name) => {
    const target = targets[name];
    const bound = `${target.at === 'most' ? '<=' : '>='} ${target.value}`;
    return `${name.padEnd(28)} ${String(result[name]).padStart(10)}   ${bound.padEnd(8)} ${target.met ? 'met' : 'missed'}`;
  });
  const overhead = (result.details as { harnessOverhead: { cpuRatio: number } }).harnessOverhead;
  const cpu = `${'  the same in CPU time'.padEnd(28)} ${String(Number(overhead.cpuRatio.toPrecision(3))).padStart(10)}`;
  return `${['figure'.padEnd(28), 'value'.padStart(10), '  target  '].join(' ')}\n${rows.join('\n')}\n${cpu}\n`;
}

const args = new Set(process.argv.slice(2));
const result = await runBench(args.has('--quick') ? QUICK : FULL);
process.stdout.write(args.has('--json') ? `${JSON.stringify(result, null, 2)}\n` : table(result));
