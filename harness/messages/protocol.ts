/**
 * The messages of the stdio route (adapter process faults) and of the commands around a run (baselines, shards,
 * merged reports). Part of the one message renderer: harness/messages/index.ts spreads these tables into its own.
 */
import type { FindingCode } from '../../schemas/types/generated.js';
import type { FindingData } from './findings.js';
import { q, schemaProblem, text } from './parts.js';
import { harnessTimeMessage } from './limits.js';

type Renderer = (data: FindingData) => string;

/** Which reply was awaited when a fault happened. */
function awaited(d: FindingData): string {
  if (d.expecting === 'started') return 'the reply to start';
  if (d.expecting === 'exit') return 'its exit after stop';
  return 'the reply to this fixture';
}

/** A fault of an in-process adapter's code in the harness's own process (harness/run/exit-guard.ts). */
function inProcess(d: FindingData): string {
  const when = d.fixture === undefined ? 'while no fixture was running' : `while running fixture ${text(d.fixture)}`;
  const call = text(d.call);
  if (call.startsWith('process.exitCode'))
    return `The adapter set ${call} ${when}: the harness alone sets its exit code. Remove the assignment, and report a failure by returning the observation or throwing from run().`;
  if (call.startsWith('an '))
    return `The adapter's code raised ${call} ${when}: ${text(d.message)}. Await every promise the engine starts, so that run() throws the error for its own fixture.`;
  return `The adapter called ${call} ${when}. An in-process adapter shares the harness's process: return the observation or throw from run() instead. The harness stopped the call and counted the fixture a crash.`;
}

function crash(d: FindingData): string {
  if (d.problem === 'in-process') return inProcess(d);
  if (d.problem === 'restart-limit') {
    return `The adapter process died more than ${text(d.maxRestarts)} times, so this fixture was not run. Read the stderr of the first crashes in the report and fix them (or raise --max-restarts).`;
  }
  const how =
    typeof d.signal === 'string'
      ? `killed by ${d.signal}`
      : typeof d.exitCode === 'number'
        ? `exit code ${d.exitCode}`
        : 'it exited';
  if (d.expecting === 'started') {
    return `The adapter command exited before answering start (${how}). Run it by hand to see why (its stderr, if any, follows), and check the command line.`;
  }
  return `The adapter process died while the harness awaited ${awaited(d)} (${how}). Read its stderr in the report and fix the crash; the harness restarts it for the next fixture.`;
}

function timeout(d: FindingData): string {
  if (d.problem === 'harness') return harnessTimeMessage(d);
  if (d.expecting === 'exit')
    return `The adapter did not exit within ${text(d.timeoutMs)} ms after stop. Exit when stop arrives or stdin closes.`;
  if (d.expecting === 'started')
    return `The adapter gave no reply to start within ${text(d.timeoutMs)} ms. Answer start at once, and flush stdout after every line.`;
  return `The adapter gave no answer within ${text(d.timeoutMs)} ms. Look for a loop or a promise that never settles, flush stdout after every line, or raise --timeout.`;
}

function protocolError(d: FindingData): string {
  const schema = d.expecting === 'started' ? 'protocol/started.schema.json' : 'protocol/run-result.schema.json';
  switch (text(d.problem)) {
    case 'overflow':
      return `The adapter wrote a line longer than ${text(d.maxBytes)} bytes (no newline within the first ${text(d.maxBytes)} bytes), so the harness stopped reading and restarted it. Keep each message under that bound and end it with a newline; write logs to stderr. If a reply is truly that large, raise --max-reply-bytes.`;
    case 'not-json':
      return `The adapter wrote a line that is not JSON where the harness awaited ${awaited(d)} (${text(d.detail)}): ${q(d.line)}. Write only protocol messages on stdout, one per line; write logs to stderr.`;
    case 'schema':
      return `The adapter's line breaks ${schema} at ${text(d.pointer) || '/'}: ${schemaProblem(d)} The line: ${q(d.line)}.`;
    case 'too-deep':
      return `The adapter wrote a message nested deeper than ${text(d.limit)} levels where the harness awaited ${awaited(d)}: ${q(d.line)}. Write protocol messages in the shape of their schemas.`;
    case 'reply-to-stop':
      return 'The adapter answered stop. On stop, exit without writing anything.';
    default:
      return `The adapter wrote a line that is not a valid protocol message (${text(d.detail)}). Write only protocol messages on stdout; log to stderr.`;
  }
}

/** The messages of the faults a process adapter shows. */
export const adapterFaultMessages = {
  'adapter/timeout': timeout,
  'adapter/crash': crash,
  'adapter/protocol-error': protocolError,
  'adapter/wrong-seq': (d) =>
    d.problem === 'duplicate'
      ? `The adapter answered seq ${text(d.observed)} (fixture ${text(d.fixture)}) a second time: a duplicate answer, read while the answer to seq ${text(d.expected)} was awaited (${q(d.line)}). This fixture was not judged and the process was restarted. Answer each run command exactly once.`
      : `The adapter answered seq ${text(d.observed)} where ${text(d.expected)} was asked (${q(d.line)}). Echo the seq of each run command, and answer the runs in order.`,
  'adapter/version-mismatch': (d) =>
    `The adapter speaks protocol version ${text(d.observed)}; this harness speaks version ${text(d.expected)}. Update the adapter to protocol ${text(d.expected)}, or use a harness that speaks ${text(d.observed)}.`,
} satisfies Partial<Record<FindingCode, Renderer>>;

/** The usage errors of baselines, shards and merged reports (exit code 2). */
export const protocolUsageMessages = {
  'usage/baseline-version': (d: FindingData) =>
    `The baseline ${text(d.path)} has baselineVersion ${text(d.observed)}; this harness reads versions ${text(d.expected)}. Write a new one with \`riftbound-conformance baseline update\`.`,
  'usage/invalid-shard': (d: FindingData) =>
    `--shard must be i/n with 1 <= i <= n (for example 2/4), not ${q(d.value)}.`,
  'usage/report-not-json': (d: FindingData) =>
    `The report ${text(d.file)} is not JSON (${text(d.detail)}). Pass the report.json a run wrote.`,
  'usage/report-protocol': (d: FindingData) =>
    `The report ${text(d.file)} was written for protocol version ${text(d.observed)}; this harness speaks version ${text(d.expected)}. Use reports written by this harness version.`,
  'usage/report-version': (d: FindingData) =>
    `The report ${text(d.file)} has reportVersion ${text(d.observed)}; this harness reads version ${text(d.expected)}. Use reports written by this harness version.`,
  'usage/not-a-report': (d: FindingData) =>
    `${text(d.file)} is not a report of a run (${text(d.detail)}). Pass the report.json that run or report merge wrote into its --out folder.`,
  'usage/invalid-report': (d: FindingData) =>
    `The report ${text(d.file)} breaks report.schema.json at ${text(d.pointer)}: ${schemaProblem(d)}`,
  'usage/merge-none': () => 'Name the shard reports to merge: report merge shard-1/report.json shard-2/report.json ...',
  'usage/merge-corpus': (d: FindingData) =>
    `${text(d.first)} and ${text(d.other)} ran different corpora (${text(d.expected)} and ${text(d.observed)}). Merge the shards of one run, made from one checkout.`,
  'usage/merge-adapter': (d: FindingData) =>
    `${text(d.first)} and ${text(d.other)} ran different adapters (${text(d.expected)} and ${text(d.observed)}). Merge the shards of one run.`,
  'usage/merge-not-shard': (d: FindingData) =>
    `${text(d.file)} is not the report of a shard (it was not run with --shard i/n). Merge the reports of the shards of one run.`,
  'usage/merge-mixed': (d: FindingData) =>
    `${text(d.first)} is shard ${text(d.expected)} and ${text(d.other)} is shard ${text(d.observed)}: the shards of one run all have the same n. Merge the reports of one run.`,
  'usage/merge-duplicate': (d: FindingData) =>
    `${text(d.first)} and ${text(d.other)} are both shard ${text(d.shard)}. Give each shard once.`,
  'usage/merge-incomplete': (d: FindingData) =>
    `The merge lacks ${text(d.missing)} of ${text(d.total)} (shards ${text(d.present)} were given). A merge of part of a run would report on part of the corpus: give the report of every shard.`,
  'usage/merge-count': (d: FindingData) =>
    `The shards hold ${text(d.observed)} fixtures where the run selected ${text(d.expected)}. Merge the reports of the shards of one run, unchanged.`,
  'usage/merge-overlap': (d: FindingData) =>
    `The fixture ${q(d.id)} is in both ${text(d.first)} and ${text(d.other)}. Give each shard once, all with the same --shard total.`,
  'usage/compare-shard': (d: FindingData) =>
    `${text(d.file)} is the report of shard ${text(d.index)}/${text(d.total)} of a run, which covers part of the corpus. Merge the shards first (report merge shard-1/report.json ... --out merged), then compare the merged report.json.`,
};
