import type { FindingCode } from '../../schemas/types/generated.js';

/** A scalar value carried by a finding for its message. */
export type FindingScalar = string | number | boolean | null;

/** The facts a message is rendered from (harness/messages/index.ts); never prose. */
export type FindingData = Readonly<Record<string, FindingScalar | readonly FindingScalar[] | undefined>>;

/**
 * One finding of the harness: a fixture error, an adapter fault or a verdict divergence.
 * `pointer` is a JSON Pointer into the document named by `file` (for a divergence, into the fixture).
 */
export interface Finding {
  readonly code: FindingCode;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly pointer?: string;
  readonly data?: FindingData;
  readonly expected?: unknown;
  readonly observed?: unknown;
  readonly diff?: string;
  /** Set when expected, observed or diff were cut to keep reports bounded. */
  readonly truncated?: boolean;
}

/** A finding before the loader knows which file it belongs to. */
export type FindingDraft = Omit<Finding, 'file'>;

/** Attaches a file to findings raised without one. */
export function inFile(file: string, drafts: readonly FindingDraft[]): Finding[] {
  return drafts.map((draft) => ({ ...draft, file }));
}
