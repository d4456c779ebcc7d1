import type { FindingCode } from '../../schemas/types/generated.js';
import type { FindingData } from '../messages/findings.js';
import { renderFinding } from '../messages/index.js';

/** The statuses an adapter fault can give a fixture. */
export type FaultStatus = 'crash' | 'timeout' | 'error';

/** The finding codes of the faults a process adapter can show. */
export type FaultCode = Extract<
  FindingCode,
  | 'adapter/crash'
  | 'adapter/timeout'
  | 'adapter/protocol-error'
  | 'adapter/wrong-seq'
  | 'adapter/version-mismatch'
  | 'adapter/errored'
  | 'adapter/invalid-observation'
>;

/** One fault of an adapter process: a code and the facts its message is rendered from (harness/messages/index.ts). */
export interface AdapterFault {
  readonly code: FaultCode;
  readonly data: FindingData;
}

const STATUS: Record<FaultCode, FaultStatus> = {
  'adapter/crash': 'crash',
  'adapter/timeout': 'timeout',
  'adapter/protocol-error': 'error',
  'adapter/wrong-seq': 'error',
  'adapter/version-mismatch': 'error',
  'adapter/errored': 'error',
  'adapter/invalid-observation': 'error',
};

/** The status a fault gives the fixture it happened on. */
export function faultStatus(code: FaultCode): FaultStatus {
  return STATUS[code];
}

/** A fault thrown through the in-process adapter interface (`run`, `describe`); `fault` holds it as data. */
export class AdapterFaultError extends Error {
  override readonly name = 'AdapterFaultError';
  constructor(
    readonly fault: AdapterFault,
    readonly stderr?: string,
  ) {
    super(renderFinding(fault));
  }

  /** The status the fault gives. */
  get status(): FaultStatus {
    return faultStatus(this.fault.code);
  }
}

/** An adapter's refusal to run a scenario, with its reason: the fixture is not applicable. */
export class AdapterSkipError extends Error {
  override readonly name = 'AdapterSkipError';
  constructor(
    readonly reason: string,
    readonly issue?: string,
    readonly stderr?: string,
  ) {
    super(reason);
  }
}

/**
 * Whether a thrown value is an AdapterSkipError: by class, or by name and reason when the adapter imported another
 * copy of the package (a build beside the sources, or a second install).
 */
export function isSkipError(error: unknown): error is AdapterSkipError {
  if (error instanceof AdapterSkipError) return true;
  return (
    error instanceof Error &&
    error.name === 'AdapterSkipError' &&
    typeof (error as { reason?: unknown }).reason === 'string'
  );
}
