import type { FindingData } from './findings.js';
import { renderUsage, type UsageCode } from './index.js';

/** A mistake in how the harness was called or configured: the CLI exits 2. The message comes from messages.ts. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    readonly code: UsageCode,
    readonly data: FindingData = {},
    options?: ErrorOptions,
  ) {
    super(renderUsage(code, data), options);
  }
}
