/** Everything the fuzz command tells people, in one place: progress, the outcome, and what to do next. */
import type { Implementation } from '../../schemas/types/generated.js';
import type { Finding } from '../messages/findings.js';
import type { Colors } from '../format/colors.js';
import { formatFinding } from '../format/finding.js';
import { jsonText } from '../text/json-text.js';
import { divergenceFinding } from '../run/execute.js';
import { judge } from '../verdict/index.js';
import type { FuzzFailure, FuzzProgress } from './fuzz.js';

/** One progress line: scenarios tried, or shrinking under way. */
export function progressLine(progress: FuzzProgress, seed: number): string {
  if (progress.phase === 'shrink')
    return `fuzz: divergence after ${progress.tried} scenarios; shrinking it (${progress.shrinks} smaller so far)`;
  return `fuzz: ${progress.tried}/${progress.runs} scenarios (seed ${seed})`;
}

function who(implementation: Implementation): string {
  return `${implementation.name} ${implementation.version}`;
}

/** The summary of a run without divergence. */
export function noDivergenceText(tried: number, seed: number, implementation: Implementation): string {
  return `fuzz: ${tried} scenarios, no divergence between ${who(implementation)} and the reference engine (seed ${seed}).\n`;
}

/** The finding that shows a divergence: the written fixture judged against the adapter, or the fault it raised. */
export function divergenceFindings(failure: FuzzFailure, file: string): Finding[] {
  const { outcome, fixture } = failure;
  if (outcome.adapter.kind === 'fault') return [{ ...outcome.adapter.finding, file }];
  if (outcome.reference.kind === 'fault') return [{ ...outcome.reference.finding, file: 'the reference engine' }];
  if (fixture && outcome.adapter.kind === 'observation') {
    const divergence = judge(fixture, outcome.adapter.observation);
    if (divergence) return [divergenceFinding(divergence, file)];
  }
  return [];
}

/** The report of a shrunk divergence: what differs, where the fixture for review went, and how to rerun. */
export function divergenceText(failure: FuzzFailure, written: WrittenFixture | undefined, c: Colors): string {
  const { divergence, outcome } = failure;
  const lines = [
    c.bold(`fuzz: the adapter and the reference engine diverge (${divergence.aspect} of step ${divergence.step}).`),
    `  reference ${jsonText(divergence.reference)}`,
    `  adapter   ${jsonText(divergence.adapter)}`,
    `  shrunk ${failure.shrinks} times to: ${failure.generated.summary}`,
  ];
  for (const finding of divergenceFindings(failure, written?.file ?? 'the scenario'))
    lines.push(formatFinding(finding, c));
  if (outcome.reference.kind === 'fault')
    lines.push('The reference engine itself failed on this scenario: no fixture is written.');
  if (written) {
    const status =
      written.findings.length === 0 ? 'valid against the schema and the lint' : `${written.findings.length} findings`;
    lines.push(`fixture for review: ${written.file} (${status})`);
    const name = `${written.chapter}/${written.id}.json`;
    lines.push(
      written.inPackage
        ? `  review it, then move it to fixtures/${name} to add it to the corpus`
        : `  review it, then keep it in a fixtures folder of your own (conformance/${name}) and run that folder with --fixtures conformance`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A fixture for review as written: where, under which ID and chapter, and what the checks found. */
export interface WrittenFixture {
  readonly file: string;
  readonly id: string;
  readonly chapter: string;
  readonly findings: readonly Finding[];
  /** Whether fuzz runs in the package's own checkout, whose fixtures/ is the corpus (not an install in node_modules). */
  readonly inPackage: boolean;
}

/** The rerun line. */
export function rerunText(command: string): string {
  return `rerun: ${command}\n`;
}
