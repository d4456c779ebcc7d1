/**
 * What `npm run mutation` records of Stryker's reports (reports/mutation/<shard>.json): the score per engine folder,
 * and every mutant left alive (survived, or reached by no test) with the explanation that covers it
 * (mutants/stryker-explanations.json: a file, a line range, optionally the mutators, and a note saying why the mutant
 * is equivalent or unreachable).
 */

/** The part of a Stryker JSON report (mutation-testing-report-schema) read here. */
export interface StrykerReport {
  readonly files: Readonly<
    Record<
      string,
      {
        readonly mutants: readonly {
          readonly mutatorName: string;
          readonly replacement?: string;
          readonly status: string;
          readonly location: { readonly start: { readonly line: number; readonly column: number } };
        }[];
      }
    >
  >;
}

/** Why a group of mutants stays alive. */
export interface Note {
  /**
   * equivalent: changes nothing an observation reports and the contract judges; unreachable: no valid scenario with
   * this catalogue and contract reaches it; convention: changes only what the rules leave open and the contract settles
   * by a convention no fixture asserts (the order in which an "[A] less" discount reduces requirements, the code of
   * a refusal the rules only say happens, the ID of a second triggered item of one source); open: a
   * behaviour no fixture checks yet (work for a later round).
   */
  readonly kind: 'equivalent' | 'unreachable' | 'convention' | 'open';
  readonly text: string;
}

/** Explains the surviving mutants of a line range of a file (of the given mutators, or all). */
export interface Explanation {
  readonly file: string;
  readonly lines: readonly [number, number];
  readonly mutators?: readonly string[];
  readonly note: string;
}

export interface Explanations {
  readonly notes: Readonly<Record<string, Note>>;
  readonly groups: readonly Explanation[];
}

/** One mutant left alive, as recorded in mutants/stryker-survivors.json. */
export interface Survivor {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly mutator: string;
  readonly replacement: string;
  readonly status: 'Survived' | 'NoCoverage';
  /** The key of the note explaining it, or null when none does (the run then fails). */
  readonly note: string | null;
}

export interface Score {
  readonly directory: string;
  readonly mutants: number;
  readonly killed: number;
  readonly timeout: number;
  readonly survived: number;
  readonly noCoverage: number;
  /** Not mutated, for what only people read (test/strength/stryker/ignorers.js); in no score. */
  readonly ignored: number;
  /** Detected (killed or timed out) over every valid mutant, in percent with two decimals. */
  readonly score: number;
}

export interface SurvivorsFile {
  readonly version: 1;
  /** The shards without a report: their mutants are in no score. */
  readonly notMeasured: readonly string[];
  readonly scores: readonly Score[];
  readonly survivors: readonly Survivor[];
}

const ALIVE = new Set(['Survived', 'NoCoverage']);
const VALID = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);

/** The engine folder a file counts under: `engine/cost/`, or `engine/` for the files at its root. */
export function directoryOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? `${parts.slice(0, 2).join('/')}/` : `${parts[0] ?? ''}/`;
}

function percent(detected: number, valid: number): number {
  return valid === 0 ? 100 : Math.round((detected / valid) * 10_000) / 100;
}

/** The score of each engine folder, then of all of them (`directory: "all"`). */
export function scores(reports: readonly StrykerReport[]): Score[] {
  const counts = new Map<
    string,
    { killed: number; timeout: number; survived: number; noCoverage: number; ignored: number }
  >();
  const add = (key: string, status: string) => {
    const c = counts.get(key) ?? { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0 };
    if (status === 'Ignored') c.ignored += 1;
    else if (status === 'Killed') c.killed += 1;
    else if (status === 'Timeout') c.timeout += 1;
    else if (status === 'Survived') c.survived += 1;
    else c.noCoverage += 1;
    counts.set(key, c);
  };
  for (const report of reports)
    for (const [file, { mutants }] of Object.entries(report.files))
      for (const mutant of mutants) {
        if (!VALID.has(mutant.status) && mutant.status !== 'Ignored') continue;
        add(directoryOf(file), mutant.status);
        add('all', mutant.status);
      }
  return [...counts.keys()]
    .sort((a, b) => (a === 'all' ? 1 : b === 'all' ? -1 : a.localeCompare(b)))
    .map((directory) => {
      const c = counts.get(directory) ?? { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0 };
      const mutants = c.killed + c.timeout + c.survived + c.noCoverage;
      return { directory, mutants, ...c, score: percent(c.killed + c.timeout, mutants) };
    });
}

/** The explanation covering a mutant: the first group of its file whose lines hold it and whose mutators name it. */
export function explain(explanations: Explanations, file: string, line: number, mutator: string): string | null {
  const group = explanations.groups.find(
    (g) =>
      g.file === file &&
      g.lines[0] <= line &&
      line <= g.lines[1] &&
      (g.mutators === undefined || g.mutators.includes(mutator)),
  );
  return group?.note ?? null;
}

/** Every mutant left alive by the reports, in file and position order, each with its explanation. */
export function survivors(reports: readonly StrykerReport[], explanations: Explanations): Survivor[] {
  const found: Survivor[] = [];
  for (const report of reports)
    for (const [file, { mutants }] of Object.entries(report.files))
      for (const m of mutants) {
        if (!ALIVE.has(m.status)) continue;
        const { line, column } = m.location.start;
        found.push({
          file,
          line,
          column,
          mutator: m.mutatorName,
          replacement: m.replacement ?? '',
          status: m.status as Survivor['status'],
          note: explain(explanations, file, line, m.mutatorName),
        });
      }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** Groups that explain no mutant any more: stale once the code they described was killed or changed. */
export function unusedGroups(explanations: Explanations, alive: readonly Survivor[]): Explanation[] {
  return explanations.groups.filter(
    (g) =>
      !alive.some(
        (s) =>
          s.file === g.file &&
          g.lines[0] <= s.line &&
          s.line <= g.lines[1] &&
          (g.mutators === undefined || g.mutators.includes(s.mutator)),
      ),
  );
}

/** How many recorded survivors have a note of this kind. */
export function kindCount(recorded: SurvivorsFile, explanations: Explanations, kind: Note['kind']): number {
  return recorded.survivors.filter((s) => s.note !== null && explanations.notes[s.note]?.kind === kind).length;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/**
 * The block of mutants/README.md between the `stryker:begin` and `stryker:end` markers: the scores, then the
 * survivors grouped by explanation (file, lines, mutators, how many, note), then the notes.
 */
export function renderReadmeBlock(recorded: SurvivorsFile, explanations: Explanations): string {
  const lines = [
    ...(recorded.notMeasured.length > 0
      ? [`Not measured in this run: the shard(s) ${recorded.notMeasured.map((s) => `\`${s}\``).join(', ')}.`, '']
      : []),
    '| folder | mutants | killed | timeout | survived | no coverage | score | ignored (prose) |',
    '| --- | --: | --: | --: | --: | --: | --: | --: |',
    ...recorded.scores.map(
      (s) =>
        `| ${s.directory === 'all' ? 'whole engine' : `\`${s.directory}\``} | ${s.mutants} | ${s.killed} | ${s.timeout} | ${s.survived} | ${s.noCoverage} | ${s.score.toFixed(2)}% | ${s.ignored} |`,
    ),
    '',
    `Mutants alive: ${recorded.survivors.length}, ${(['equivalent', 'unreachable', 'convention', 'open'] as const)
      .map((kind) => `${kindCount(recorded, explanations, kind)} ${kind}`)
      .join(', ')}.`,
    '',
    '| file | lines | mutators | mutants | why they stay alive |',
    '| --- | --- | --- | --: | --- |',
  ];
  for (const group of explanations.groups) {
    const count = recorded.survivors.filter(
      (s) =>
        s.file === group.file &&
        group.lines[0] <= s.line &&
        s.line <= group.lines[1] &&
        (group.mutators === undefined || group.mutators.includes(s.mutator)),
    ).length;
    const range = group.lines[0] === group.lines[1] ? `${group.lines[0]}` : `${group.lines[0]}-${group.lines[1]}`;
    lines.push(
      `| ${group.file} | ${range} | ${cell(group.mutators?.join(', ') ?? 'all')} | ${count} | [${group.note}](#note-${group.note}) |`,
    );
  }
  lines.push('');
  for (const [key, note] of Object.entries(explanations.notes))
    lines.push(`- <a id="note-${key}"></a>**${key}** (${note.kind}): ${note.text}`);
  return lines.join('\n');
}

export const BEGIN = '<!-- stryker:begin (generated by `npm run mutation -- --report-only`; do not edit) -->';
export const END = '<!-- stryker:end -->';

/** The README with its generated block replaced. */
export function withReadmeBlock(readme: string, block: string): string {
  const start = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`mutants/README.md lacks the ${BEGIN} ... ${END} markers`);
  return `${readme.slice(0, start + BEGIN.length)}\n\n${block}\n\n${readme.slice(end)}`;
}
