import type { FindingData } from '../messages/findings.js';
import { inputLimits } from '../load/limits.js';

/** The bounds a reply is checked against, before any schema or verdict walks it (defaults: harness/load/limits.ts). */
export interface ReplyLimits {
  /** The largest reply, in bytes of JSON (default 8 MiB). */
  readonly maxReplyBytes?: number | undefined;
  /** The most events one step may hold (default 10 000). */
  readonly maxEvents?: number | undefined;
}

/** The step of an observation whose events outnumber `maxEvents`, with how many it holds. */
function crowdedStep(value: unknown, maxEvents: number): { step: number; count: number } | undefined {
  const steps = (value as { steps?: unknown } | null)?.steps;
  if (!Array.isArray(steps)) return undefined;
  for (const [step, item] of steps.entries()) {
    const events = (item as { events?: unknown } | null)?.events;
    if (Array.isArray(events) && events.length > maxEvents) return { step, count: events.length };
  }
  return undefined;
}

/** The JSON size of a scalar, about (a string counts one byte a UTF-16 unit). */
function scalarSize(node: unknown): number {
  if (typeof node === 'string') return node.length + 2;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node).length;
  return 4;
}

/**
 * Whether a value's JSON would exceed `maxBytes`, about: walked without recursion and given up once over the bound, so
 * that the work is bounded by the limit whatever the value (run only on a value whose depth was bounded first). An
 * array counts its brackets and a comma an item, an object its braces and, for each key, the key as a string and two
 * characters more; nothing is copied on the way (every reply of a run takes this walk).
 */
export function largerThan(value: unknown, maxBytes: number): boolean {
  let total = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0 && total <= maxBytes) {
    const node = pending.pop();
    if (node === null || typeof node !== 'object') {
      total += scalarSize(node);
    } else if (Array.isArray(node)) {
      total += 2 + node.length;
      for (const item of node as unknown[]) pending.push(item);
    } else {
      const record = node as Record<string, unknown>;
      total += 2;
      for (const key of Object.keys(record)) {
        total += key.length + 4;
        pending.push(record[key]);
      }
    }
  }
  return total > maxBytes;
}

/**
 * What makes a reply too big to check or judge, as the data of an adapter/invalid-observation finding: more events in
 * a step than `maxEvents`, or more JSON than `maxReplyBytes`. Cheap checks, made before the schema walks the reply.
 */
export function replyLimitProblem(value: unknown, asked: ReplyLimits = {}): FindingData | undefined {
  const { maxEvents, maxReplyBytes } = inputLimits(asked);
  const crowded = crowdedStep(value, maxEvents);
  if (crowded) return { problem: 'too-many-events', ...crowded, limit: maxEvents };
  return largerThan(value, maxReplyBytes) ? { problem: 'too-large', limit: maxReplyBytes } : undefined;
}
