/**
 * The messages of the bounds on what the harness reads and the time it spends (harness/load/limits.ts): a reply too large
 * to check, and a fixture whose time ran out in the harness's own work. Part of the one message renderer.
 */
import type { FindingData } from './findings.js';
import { text } from './parts.js';

/** The message of a reply over a limit (reply-limits.ts), or '' when `d.problem` is no such limit. */
export function replyLimitMessage(d: FindingData): string {
  if (d.problem === 'too-many-events')
    return `Step ${text(d.step)} of the observation holds ${text(d.count)} events, more than the limit of ${text(d.limit)}, so the reply was neither checked nor judged. Report each event of the step once; if the engine truly emits that many, raise --max-events (maxEvents in the programmatic API).`;
  if (d.problem === 'too-large')
    return `The observation is larger than the limit of ${text(d.limit)} bytes of JSON, so it was neither checked nor judged. Report the state in the schema's shape and look for a runaway list or string; if it is truly that large, raise --max-reply-bytes (maxReplyBytes in the programmatic API).`;
  return '';
}

const STAGES: Readonly<Record<string, string>> = {
  reply:
    'the answer came back only after the limit, because the process was busy (an in-process adapter that blocks, or the harness reading the reply)',
  checking: "the harness's check of the reply against its schema took longer than the limit",
  judging: "the harness's verdict on the reply took longer than the limit",
};

/** A fixture whose time ran out in the harness's own work on the reply (run/observe.ts). */
export function harnessTimeMessage(d: FindingData): string {
  return `The fixture ran out of its ${text(d.timeoutMs)} ms (${text(d.spentMs)} ms spent): ${STAGES[text(d.stage)] ?? text(d.stage)}. No verdict was given. Make the reply smaller (a runaway state or event list, many schema errors), keep the adapter from blocking, or raise --timeout.`;
}
