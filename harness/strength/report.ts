import type { Status } from '../../schemas/types/generated.js';
import type { Corpus } from '../load/corpus.js';
import { rulesIndex } from '../load/rules-index.js';
import { packageVersion, RULES_VERSION } from '../protocol/version.js';
import type { StrengthRun } from './measure.js';
import type { MutantVerdict } from './types.js';

/** The version of reports/strength.json and `strength --json`; removing or renaming a field makes a new version. */
export const STRENGTH_REPORT_VERSION = 1;

/** Per rule ID of the spec: its mutants, which of them survive, and the fixtures that kill them. */
export interface RuleStrength {
  readonly rule: string;
  readonly chapter: string;
  readonly mutants: readonly string[];
  readonly survivors: readonly string[];
  /** Every fixture that kills at least one mutant of the rule, in corpus order. */
  readonly killers: readonly string[];
}

/** The strength report: how many mutant engines the corpus tells apart from the reference engine, and with what. */
export interface StrengthReport {
  readonly version: typeof STRENGTH_REPORT_VERSION;
  readonly harness: { readonly name: 'riftbound-conformance'; readonly version: string };
  readonly rulesVersion: string;
  readonly command: string;
  readonly startedAt: string;
  readonly durationMs: number;
  /** Whether each mutant stopped at its first killer (`--first-kill`): the kill matrix then lists one fixture each. */
  readonly firstKill: boolean;
  readonly corpus: {
    readonly hash: string;
    readonly files: number;
    readonly valid: number;
    readonly findings: number;
    /** The fixtures selected by the filters. */
    readonly selected: number;
  };
  readonly reference: {
    readonly name: string;
    readonly version: string;
    /** The selected fixtures that pass on it: only these can kill a mutant. */
    readonly passing: number;
    /** Selected fixtures that do not pass on the reference engine, with their status: they kill nothing. */
    readonly notPassing: readonly { readonly fixture: string; readonly status: Status }[];
  };
  readonly summary: {
    readonly mutants: number;
    readonly killed: number;
    readonly survived: number;
    /** Mutants that could not be built and so were not measured: the set was not measured in full. */
    readonly errors: number;
    /** killed / mutants, from 0 to 1. */
    readonly killRate: number;
    /** True when every mutant is measured and killed. */
    readonly ok: boolean;
  };
  /** The IDs of the surviving mutants. */
  readonly survivors: readonly string[];
  /** The kill matrix: each mutant with the fixtures that kill it, those not measured first, then survivors, then in catalogue order. */
  readonly mutants: readonly MutantVerdict[];
  /** Every rule ID of spec/rules.json, in spec order, with its mutants and their killers. */
  readonly rules: readonly RuleStrength[];
}

/** What the report is built from besides the run. */
export interface StrengthRecord {
  readonly run: StrengthRun;
  readonly corpus: Pick<Corpus, 'hash' | 'fileCount' | 'fixtures' | 'findings'>;
  readonly selected: number;
  readonly reference: { readonly name: string; readonly version: string };
  readonly command: string;
  readonly startedAt: Date;
  readonly finishedAt: Date;
  readonly firstKill: boolean;
}

function ruleStrength(
  rule: { id: string; chapter: string },
  verdicts: readonly MutantVerdict[],
  order: readonly string[],
): RuleStrength {
  const own = verdicts.filter((verdict) => verdict.rule === rule.id);
  const killers = new Set(own.flatMap((verdict) => verdict.killers.map((killer) => killer.fixture)));
  return {
    rule: rule.id,
    chapter: rule.chapter,
    mutants: own.map((verdict) => verdict.id),
    survivors: own.filter((verdict) => verdict.status === 'survived').map((verdict) => verdict.id),
    killers: order.filter((fixture) => killers.has(fixture)),
  };
}

/** Builds the strength report of a run. */
export function buildStrengthReport(record: StrengthRecord): StrengthReport {
  const { run } = record;
  const survivors = run.verdicts.filter((verdict) => verdict.status === 'survived');
  const errors = run.verdicts.filter((verdict) => verdict.status === 'error');
  const killed = run.verdicts.length - survivors.length - errors.length;
  const order = record.corpus.fixtures.map((loaded) => loaded.fixture.id);
  return {
    version: STRENGTH_REPORT_VERSION,
    harness: { name: 'riftbound-conformance', version: packageVersion },
    rulesVersion: RULES_VERSION,
    command: record.command,
    startedAt: record.startedAt.toISOString(),
    durationMs: record.finishedAt.getTime() - record.startedAt.getTime(),
    firstKill: record.firstKill,
    corpus: {
      hash: record.corpus.hash,
      files: record.corpus.fileCount,
      valid: record.corpus.fixtures.length,
      findings: record.corpus.findings.length,
      selected: record.selected,
    },
    reference: {
      ...record.reference,
      passing: run.passing.length,
      notPassing: run.reference
        .filter((result) => result.status !== 'pass')
        .map((result) => ({ fixture: result.loaded.fixture.id, status: result.status })),
    },
    summary: {
      mutants: run.verdicts.length,
      killed,
      survived: survivors.length,
      errors: errors.length,
      killRate: run.verdicts.length === 0 ? 1 : killed / run.verdicts.length,
      ok: survivors.length === 0 && errors.length === 0,
    },
    survivors: survivors.map((verdict) => verdict.id),
    mutants: [...errors, ...survivors, ...run.verdicts.filter((verdict) => verdict.status === 'killed')],
    rules: rulesIndex().rules.map((rule) => ruleStrength(rule, run.verdicts, order)),
  };
}
