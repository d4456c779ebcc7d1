import type { Colors } from '../format/colors.js';
import type { StrengthReport } from './report.js';
import type { MutantVerdict } from './types.js';

/** How many killing fixtures the console lists per mutant; the JSON report lists them all. */
const SHOWN_KILLERS = 4;

function percent(rate: number): string {
  return `${(Math.floor(rate * 1000) / 10).toString()}%`;
}

function killersLine(verdict: MutantVerdict): string {
  const shown = verdict.killers.slice(0, SHOWN_KILLERS).map((killer) => killer.fixture);
  const more = verdict.killers.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

function survivorsSection(report: StrengthReport, c: Colors): string[] {
  const survivors = report.mutants.filter((verdict) => verdict.status === 'survived');
  if (survivors.length === 0) return [];
  const lines = [
    c.red(
      c.bold(
        `${survivors.length} SURVIVING MUTANT${survivors.length === 1 ? '' : 'S'}: no fixture tells these engines from the reference engine`,
      ),
    ),
  ];
  for (const verdict of survivors) {
    lines.push(`  ${c.red(c.bold(`SURVIVED ${verdict.name}`))} ${c.dim(`(${verdict.rule})`)}`);
    lines.push(`    ${verdict.description}`);
  }
  lines.push(
    `  Add a fixture on which each of them diverges (check it with riftbound-conformance run --adapter mutant:<id> --id <fixture>).`,
    '',
  );
  return lines;
}

function errorsSection(report: StrengthReport, c: Colors): string[] {
  const errors = report.mutants.filter((verdict) => verdict.status === 'error');
  if (errors.length === 0) return [];
  const lines = [
    c.red(
      c.bold(`${errors.length} MUTANT${errors.length === 1 ? '' : 'S'} NOT MEASURED: the set was not measured in full`),
    ),
  ];
  for (const verdict of errors) lines.push(`  ${c.red(c.bold(`ERROR ${verdict.name}`))}: ${verdict.error ?? ''}`);
  lines.push('');
  return lines;
}

/** The word the matrix and the progress lines put before a mutant, by status. */
export const MARKS = { killed: 'killed  ', survived: 'SURVIVED', error: 'ERROR   ' } as const;

function matrixSection(report: StrengthReport, c: Colors): string[] {
  const lines = [c.bold('Kill matrix (mutant: fixtures that kill it)')];
  for (const verdict of report.mutants) {
    const mark = verdict.status === 'killed' ? c.green(MARKS.killed) : c.red(MARKS[verdict.status]);
    const killers =
      verdict.status === 'killed' ? killersLine(verdict) : c.red(verdict.status === 'error' ? 'not measured' : 'none');
    lines.push(`  ${mark} ${verdict.id} ${c.dim(`(${verdict.rule})`)}: ${killers}`);
  }
  return lines;
}

function rulesSection(report: StrengthReport, c: Colors): string[] {
  const lines = [c.bold('By rule (mutants killed, killing fixtures)')];
  const width = Math.max(...report.rules.map((rule) => rule.rule.length));
  for (const rule of report.rules) {
    const killed = rule.mutants.length - rule.survivors.length;
    const count = `${killed}/${rule.mutants.length}`;
    const painted =
      rule.mutants.length === 0 ? c.yellow('0 mutants') : rule.survivors.length > 0 ? c.red(count) : c.green(count);
    lines.push(`  ${rule.rule.padEnd(width)}  ${painted}  ${c.dim(`${rule.killers.length} killing fixtures`)}`);
  }
  return lines;
}

function notMeasured(errors: number): string {
  return errors === 0 ? '' : `; ${errors} not measured (see the errors above)`;
}

/** The console text of a strength report: survivors first and loudly, the kill matrix, the rules, the totals. */
export function renderStrength(report: StrengthReport, reportPath: string, c: Colors): string {
  const { summary } = report;
  const notPassing = report.reference.notPassing;
  const warning =
    notPassing.length === 0
      ? []
      : [
          c.yellow(
            `${notPassing.length} fixtures do not pass on the reference engine and kill nothing: ${notPassing.map((entry) => `${entry.fixture} (${entry.status})`).join(', ')}`,
          ),
          '',
        ];
  const totals = `${summary.killed}/${summary.mutants} mutants killed (${percent(summary.killRate)}) by ${report.reference.passing} fixtures`;
  return [
    ...warning,
    ...errorsSection(report, c),
    ...survivorsSection(report, c),
    ...matrixSection(report, c),
    '',
    ...rulesSection(report, c),
    '',
    summary.ok
      ? c.green(c.bold(totals))
      : c.red(c.bold(`${totals}; ${summary.survived} survived${notMeasured(summary.errors)}`)),
    `Report: ${reportPath}`,
    '',
  ].join('\n');
}
