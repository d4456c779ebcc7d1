import { performance } from 'node:perf_hooks';
import type { Implementation, Observation, Scenario, Status } from '../../schemas/types/generated.js';
import type { FindingDraft } from '../messages/findings.js';
import { queryPoints } from '../verdict/queries.js';
import { askQueries, type QueryOutcome } from './queries.js';
import type { Adapter } from '../adapters/types.js';
import type { Finding } from '../messages/findings.js';
import type { CatalogueCard } from '../load/catalogue.js';
import type { LoadedFixture } from '../load/corpus.js';
import { renderMissingCapabilities } from '../messages/index.js';
import { buildScenario } from '../scenario/build.js';
import { boundedFinding } from '../verdict/bound.js';
import { judgeObserved, type Divergence } from '../verdict/index.js';
import type { ExitGuard } from './exit-guard.js';
import { harnessTimeout, observe, type ObservedFault } from './observe.js';
import type { ReplyLimits } from './reply-limits.js';
import type { FixtureResult } from './result.js';
import { effectiveCapabilities } from '../capabilities/aliases.js';

/** What running a fixture needs besides the fixture: the adapter, who it is, the catalogue and the time limit. */
export interface ExecuteContext {
  readonly adapter: Adapter;
  readonly implementation: Implementation;
  readonly cards: ReadonlyMap<string, CatalogueCard>;
  readonly timeoutMs: number;
  /** The exit guard of an in-process run (harness/run/exit-guard.ts). */
  readonly guard?: ExitGuard;
  /** The bounds on a reply (harness/load/limits.ts); the defaults when left out. */
  readonly limits?: ReplyLimits;
}

/**
 * The finding of a divergence: its code and pointer, both sides, and a unified diff when a side spans several lines,
 * each bounded (harness/verdict/bound.ts).
 */
export function divergenceFinding(divergence: Divergence, file: string): Finding {
  return boundedFinding(divergence, file);
}

/**
 * The capabilities a fixture requires that the adapter lacks. An in-process adapter without a `query` method answers
 * no query, whatever it declares (a wrapper of another adapter that forwards only `run`).
 */
export function missingCapabilities(
  loaded: LoadedFixture,
  implementation: Implementation,
  adapter?: Adapter,
): string[] {
  const held = effectiveCapabilities(implementation);
  const answers = adapter === undefined || typeof adapter.query === 'function';
  return loaded.fixture.requires.filter(
    (capability) => !held.has(capability) || (!answers && capability.startsWith('query.')),
  );
}

function faultResult(
  loaded: LoadedFixture,
  fault: ObservedFault,
  durationMs: number,
  stderr: { readonly stderr?: string },
): FixtureResult {
  return { loaded, status: fault.status, durationMs, findings: [{ ...fault.finding, file: loaded.file }], ...stderr };
}

/** Runs one fixture (spec/INTERPRETING.md section 2): capabilities, scenario, adapter, then the verdict. */
export async function executeFixture(loaded: LoadedFixture, context: ExecuteContext): Promise<FixtureResult> {
  const missing = missingCapabilities(loaded, context.implementation, context.adapter);
  if (missing.length > 0)
    return {
      loaded,
      status: 'not-applicable',
      durationMs: 0,
      reason: renderMissingCapabilities(missing),
      findings: [],
    };
  const started = performance.now();
  const scenario = buildScenario(loaded.fixture, context.cards);
  const observed = await observe(context.adapter, scenario, context.timeoutMs, context.guard, context.limits);
  const durationMs = Math.max(0, performance.now() - started);
  const stderr = observed.stderr === undefined ? {} : { stderr: observed.stderr };
  if (observed.kind === 'skipped')
    return { loaded, status: 'not-applicable', durationMs, reason: observed.reason, findings: [], ...stderr };
  if (observed.kind === 'fault') return faultResult(loaded, observed, durationMs, stderr);
  const judged = judgeObserved(loaded.fixture, observed.observation, context.implementation);
  const { unjudged } = judged;
  const queries = judged.divergence ? undefined : await judgeQueries(loaded, scenario, observed.observation, context);
  if (queries?.fault)
    return faultResult(
      loaded,
      { kind: 'fault', status: faultStatusOf(queries.fault), finding: queries.fault },
      durationMs,
      stderr,
    );
  const divergence = judged.divergence ?? queries?.divergence;
  const asked = queries && queries.asked.length > 0 ? { queries: queries.asked } : {};
  const judgedIn = performance.now() - (observed.repliedAt ?? started);
  // The limit bounds the harness's own work on the reply too: a verdict that took longer is not given.
  if (judgedIn > context.timeoutMs)
    return faultResult(loaded, harnessTimeout(context.timeoutMs, judgedIn, 'judging'), durationMs, {});
  const findings = divergence ? [divergenceFinding(divergence, loaded.file)] : [];
  const status = divergence ? 'fail' : 'pass';
  return {
    loaded,
    status,
    durationMs,
    findings,
    observation: observed.observation,
    ...(divergence ? stderr : {}), // a pass keeps no stderr: the reports would fill with logs nobody needs
    ...(unjudged.length === 0 ? {} : { unjudged }),
    ...asked,
  };
}

/** The fixture's queries, asked once the steps are judged (spec/INTERPRETING.md 4.8); none asked: undefined. */
async function judgeQueries(
  loaded: LoadedFixture,
  scenario: Scenario,
  observation: Observation,
  context: ExecuteContext,
): Promise<QueryOutcome | undefined> {
  if (queryPoints(loaded.fixture.then).length === 0) return undefined;
  const { adapter, implementation, timeoutMs } = context;
  return askQueries(loaded.fixture, scenario, observation, adapter, implementation, timeoutMs);
}

function faultStatusOf(fault: FindingDraft): Status {
  return fault.code === 'adapter/timeout' ? 'timeout' : fault.code === 'adapter/crash' ? 'crash' : 'error';
}
