/**
 * The bounds on what the harness reads, each stated in the message of the input that passes it: whatever a fixture
 * folder holds or an adapter sends, the harness's memory and time stay bounded. The first three can be raised (CLI
 * options, and the programmatic API); the others guard files nobody writes by hand that large.
 */
export interface InputLimits {
  /** The largest fixture file read, in bytes (--max-fixture-bytes). */
  readonly maxFixtureBytes: number;
  /** The largest adapter reply read, in bytes: a stdio line, or the JSON size of an in-process return (--max-reply-bytes). */
  readonly maxReplyBytes: number;
  /** The most events one step of a reply may hold (--max-events). */
  readonly maxEvents: number;
}

const MIB = 1024 * 1024;

/** The defaults: about 140 times the largest fixture of the corpus, the 8 MiB stdio line, and 10 000 events a step. */
export const DEFAULT_LIMITS: InputLimits = { maxFixtureBytes: MIB, maxReplyBytes: 8 * MIB, maxEvents: 10_000 };

/** The largest card catalogue, baseline or report read (a whole corpus's report is a few MiB). */
export const MAX_INPUT_FILE_BYTES = 64 * MIB;

/** The largest manifest of an output folder read (the harness writes a few hundred bytes). */
export const MAX_MANIFEST_BYTES = 64 * 1024;

/** The limits asked for, the defaults for the rest. */
export function inputLimits(asked: { readonly [K in keyof InputLimits]?: number | undefined } = {}): InputLimits {
  return {
    maxFixtureBytes: asked.maxFixtureBytes ?? DEFAULT_LIMITS.maxFixtureBytes,
    maxReplyBytes: asked.maxReplyBytes ?? DEFAULT_LIMITS.maxReplyBytes,
    maxEvents: asked.maxEvents ?? DEFAULT_LIMITS.maxEvents,
  };
}
