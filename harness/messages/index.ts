/**
 * Every message the harness shows people, rendered from a code and its data. Raise sites never build prose:
 * they raise a code with facts, and this module says what went wrong and what to do next.
 */
import type { FindingCode } from '../../schemas/types/generated.js';
import { capText } from '../text/cap-text.js';
import type { Finding, FindingData } from './findings.js';
import { moreSchemaErrors, q, schemaProblem, text } from './parts.js';
import { baselineMessages } from './baseline.js';
import { replyLimitMessage } from './limits.js';
import { pathUsageMessages, refusedFile } from './paths.js';
import { adapterFaultMessages, protocolUsageMessages } from './protocol.js';
import { unreachableGiven } from './reachable.js';
import type { UseReason } from '../lint/capability-uses.js';

type Renderer = (data: FindingData) => string;

const USE_REASONS: Record<UseReason, string> = {
  'asserts-only-events': 'asserts events in a step that judges nothing else (no state, total cost or rejection)',
  'distinguishes-codes': 'expects two different rejection codes',
  'asserts-only-cost-breakdown':
    'asserts a cost breakdown in a step that judges nothing else (no state, total cost or rejection)',
  'plays-non-resource-cost': 'plays a card whose cost asks for a discard or a kill',
  'pays-non-resource': 'pays with a discard or kill step',
  'names-non-resource': 'names a discard or kill cost',
  'chooses-card-option': "chooses a card's own optional cost",
  'names-universal-power': 'names universal power',
  'uses-multi-domain-card': 'plays, activates or has on the chain a card of several domains',
  'names-multi-domain-requirement': 'names a power requirement of several domains',
  'expects-spend-code': 'expects a rejection code only a spend step causes',
  'orders-spends': 'spends, then changes the pool in the same payment',
  'activates-ability': 'activates an ability outside a payment',
  'asserts-total-cost': 'asserts a total cost',
  'uses-synthetic-card': 'uses a synthetic card',
  'uses-keyword': 'uses this keyword',
  'has-effect-kind': 'has an effect of this kind in given',
  'has-showdown': 'starts in a showdown, or with focus held',
  'resolves-item': 'makes a chain item resolve (every player passes in succession while the chain holds one)',
  'decides-instruction': 'scripts a decision of this spell instruction for a resolution',
  'fires-trigger': 'can fire a triggered ability on this event',
  'chooses-repeat-targets': "chooses targets for Repeat's additional executions other than the first's",
  'activates-in-payment': 'activates an ability in a payment',
  'uses-auto-payment': 'uses an "auto" payment',
  'auto-may-activate': 'uses an "auto" payment beside a permanent with a Reaction Add ability',
  'advances-turn': 'advances the turn',
  'advances-to-named-point': 'advances the turn to a named point (`to`) in one step',
  'uses-chain': 'keeps a chain with priority (a pass, a chain in given, trigger costs or resolution decisions)',
  'plays-qualified-cost':
    'plays a card or activates an ability whose cost qualifies what pays a discard, kill, exhaust or return',
  'activates-costly-ability': 'activates an ability whose own cost holds power or a non-resource action',
  'states-xp': "states a player's XP",
  'plays-computed-discount': 'plays a card whose own discount is computed from the state (spec/INTERPRETING.md 4.13)',
  'plays-turn-condition': "plays a card whose own discount depends on this turn's events (spec/INTERPRETING.md 4.13)",
  'states-turn-record': "states this turn's record of kills (`turn.died`)",
  'states-buff': 'states whether a unit has a buff (`buffed`)',
  'asks-query': 'asks a query (spec/INTERPRETING.md 4.8) whose answer needs it',
};

/** Capabilities a fixture requires only where they are its point; elsewhere what they report is judged when declared. */
const JUDGED_ONLY_WHERE_POINT: Partial<Record<string, string>> = {
  'report.events': ' (events are required only by a step that asserts them and judges nothing else)',
  'report.rejection-codes': ' (codes are required only where two steps expect different codes)',
};

const findingMessages: Record<FindingCode, Renderer> = {
  'fixture/parse-error': (d) =>
    d.problem === 'encoding'
      ? notUtf8('The file', d)
      : refusedFile('The file', d, 'if a fixture is meant to be this large, raise --max-fixture-bytes') ||
        `The file is not valid JSON (${text(d.problem)}). Fix the syntax at this line and column.`,
  'fixture/schema': (d) =>
    `The fixture breaks fixture.schema.json: ${schemaProblem(d)}${moreSchemaErrors(d, 'in this file')}`,
  'fixture/forbidden-key': (d) =>
    `The key ${q(d.key)} is forbidden anywhere in a fixture (it could reach an object prototype). Rename or remove it.`,
  'fixture/duplicate-id': (d) =>
    `The ID ${q(d.id)} is already used by ${text(d.firstFile)}. IDs are never reused: give this fixture a new ID and file name.`,
  'fixture/file-name-mismatch': (d) =>
    `A fixture with ID ${q(d.id)} must be the file ${text(d.expected)}. Rename or move the file, or fix the ID.`,
  'fixture/unknown-rule': (d) =>
    `The rule ID ${q(d.rule)} is not in spec/rules.json. Use an ID from spec/<chapter>.md, or add the rule there and run npm run generate.`,
  'fixture/unknown-core-rule': (d) =>
    `${q(d.number)} is not a rule number of Core Rules v1.4 (spec/core-rules.json). Cite the number that decides the point${nearest(d)}, as the rules text numbers it.`,
  'fixture/missing-core-rules': () =>
    'The fixture names no Core Rules numbers. Add source.coreRules: the Core Rules v1.4 numbers its expectations rely on, the most specific that decide each point (spec/README.md).',
  'fixture/unknown-card': (d) =>
    `The card ID ${q(d.card)} is not in the card catalogue. Use a catalogue ID, or add the card to fixtures/cards/catalogue.json.`,
  'fixture/unknown-instance': (d) =>
    `The instance ${q(d.instance)} is named here but the given state holds no card, rune, chain item or effect with this ID (a triggered ability on the chain is named after its source, such as ws1-targeted). Add it to given or fix the ID.`,
  'fixture/unknown-player': (d) =>
    `The player ${q(d.player)} is named here but given.players does not declare it. Declare the player in given.players or name a declared one.`,
  'fixture/duplicate-instance': (d) =>
    `The instance ID ${q(d.instance)} is already used at ${text(d.first)}. Instance IDs are unique across the whole state: rename one.`,
  'fixture/unscripted-decision': (d) => unscripted(d),
  'fixture/missing-requirement': (d) =>
    `The fixture ${(USE_REASONS as Partial<Record<string, string>>)[text(d.reason)] ?? 'uses a capability'} (at ${text(d.use)}) but does not require ${q(d.capability)}. Add it to requires, or run npx tsx scripts/fix-requires.ts (spec/INTERPRETING.md section 6).`,
  'fixture/unused-requirement': (d) =>
    `The fixture requires ${q(d.capability)} but nothing in its given, when or then uses it${JUDGED_ONLY_WHERE_POINT[text(d.capability)] ?? ''}, so an engine without it is turned away for nothing. Remove it from requires, or run npx tsx scripts/fix-requires.ts (spec/INTERPRETING.md section 6).`,
  'fixture/step-count-mismatch': (d) =>
    `then.steps has ${text(d.steps)} entries for ${text(d.when)} when steps. Give exactly one expectation per when step, in order.`,
  'fixture/contrast-not-in-rules': (d) =>
    `The contrast names ${q(d.rule)}, which is not in the fixture's rules. Add the rule to rules or fix the contrast.`,
  'fixture/unknown-transform': (d) =>
    `The fixture opts out of ${q(d.transform)}, which is not a variant transform (${text(d.known)}). Use one of these names or remove the entry.`,
  'fixture/unreachable-given': (d) => unreachableGiven(d),
  'catalogue/invalid': (d) => catalogueProblem(d),
  'adapter/threw': (d) =>
    `The adapter threw instead of returning an observation: ${text(d.message)}. Catch the error in the adapter and report a rejection, skip a scenario the engine cannot run (return { skipped: { reason } } or throw AdapterSkipError), or fix the engine.`,
  'adapter/errored': (d) =>
    `The adapter reported that it could not run the scenario: ${text(d.message)}. Fix the adapter or the engine.`,
  'adapter/invalid-observation': (d) => invalidObservation(d),
  'adapter/mutated-scenario': (d) =>
    `The adapter modified the scenario it was handed (${text(d.message)}). Scenarios are frozen: copy what the engine needs (structuredClone) before changing it.`,
  ...adapterFaultMessages,
  'verdict/outcome': (d) =>
    `Step ${text(d.step)} was ${text(d.observed)}${d.reason === undefined ? '' : ` (${text(d.reason)})`} where the fixture expects it ${text(d.expected)}. Check the engine against ${d.rules === undefined ? 'the rules the fixture lists' : text(d.rules)} (each is stated in spec/).`,
  'verdict/code': (d) =>
    `Step ${text(d.step)} was rejected with ${q(d.observed)} where the fixture expects ${q(d.expected)}. Check which legality check or payment check the engine makes first (spec/INTERPRETING.md 4.2, 4.4).`,
  'verdict/not-rolled-back': (d) =>
    `Step ${text(d.step)} was rejected but changed the state (pay.rollback): at state ${text(d.where)}${d.item === undefined ? '' : ` (in ${q(d.item)})`}: ${text(d.before)} before, ${text(d.after)} after. A rejected action must leave the state exactly as it was: undo every partial change.`,
  'verdict/total-cost': (d) =>
    `The total cost of step ${text(d.step)} differs${d.missing === true ? ': the adapter reported none' : `: ${text(d.amount)} is ${text(d.observed)} where ${text(d.expected)} is expected`}. Walk the cost stages in order (spec/INTERPRETING.md 4.3, cost.order) for this play.`,
  'verdict/cost-breakdown': (d) =>
    `The cost breakdown of step ${text(d.step)} differs${d.missing === true ? ': the adapter reported none' : ` at ${text(d.where)}`}. Walk the cost stages in order (spec/INTERPRETING.md 4.3, 4.14) and report each one as the engine applied it: the total can be right while the stages are not.`,
  'verdict/undercharged': (d) =>
    `The engine took ${text(d.observed)} for step ${text(d.step)}, less than the ${text(d.expected)} the fixture's spend steps add up to (the rules' total): it undercharges. Walk the cost stages for this play (spec/INTERPRETING.md 4.3) and see which cost the engine leaves out.`,
  'verdict/overcharged': (d) =>
    `The engine took ${text(d.observed)} for step ${text(d.step)}, more than the ${text(d.expected)} the fixture's spend steps add up to (the rules' total): it overcharges. Check that the adapter hands the engine a pool of exactly the spends (spec/INTERPRETING.md 4.4), then the engine's cost stages.`,
  'verdict/state': (d) =>
    `The state ${text(d.where)} differs: ${stateDetail(d)}. Compare the engine's state change with the rules the fixture lists.`,
  'verdict/events': (d) =>
    `An expected event is missing or out of order (${text(d.mode)} match). Check which events the engine reports and in which order (spec/lists/events.schema.json).`,
  'verdict/absent-event': () =>
    'An event occurred that the fixture says must not occur. Check why the engine emits it.',
  'verdict/event-count': (d) =>
    `${text(d.observed)} events match ${text(d.pattern)} where the fixture counts ${text(d.expected)}. Check whether the engine performs this action, or reports its event, too often or too rarely.`,
  'verdict/query-answer': (d) =>
    `The engine answered ${q(d.kind)} query ${text(d.query)} with ${text(d.observed)} where the rules give ${text(d.expected)}. Check that the question is answered as the play would be judged (spec/INTERPRETING.md 4.8).`,
  'verdict/query-changed-state': (d) =>
    `Asking the queries changed the state at ${text(d.where)}: ${text(d.before)} before, ${text(d.after)} after. A query only reads the state: answer it on a copy, or undo what it did.`,
  ...baselineMessages,
};

function nearest(d: FindingData): string {
  const numbers = Array.isArray(d.nearest) ? d.nearest : [];
  return numbers.length === 0 ? '' : ` (the nearest that exist: ${text(numbers)})`;
}

function notUtf8(what: string, d: FindingData): string {
  return `${what} is not UTF-8: the bytes at offset ${text(d.offset)} (this line and column) are no UTF-8 character. Save the file as UTF-8 and retype the character there.`;
}

function unscripted(d: FindingData): string {
  switch (text(d.kind)) {
    case 'targets':
      return `The play of ${q(d.card)} gives ${text(d.given)} targets for ${text(d.needed)} target slots, so the engine would have to choose. Script every target.`;
    case 'repeat-targets':
      return `The play of ${q(d.card)} pays Repeat, and each additional execution chooses its own targets as the card is played (CR 820.2): it needs ${text(d.needed)} targets in repeatTargets and gives ${text(d.given)}. Add one list of targets per paid Repeat instance.`;
    case 'decisions':
      return `The resolution of ${q(d.card)} needs ${text(d.needed)} decisions (predict, optional payment, new targets) and ${text(d.given)} are scripted. Add the missing decisions.`;
    default:
      return `The activation of ${q(d.ability)} has an energy cost but no payment. Script the payment.`;
  }
}

function catalogueProblem(d: FindingData): string {
  switch (text(d.problem)) {
    case 'missing':
      return `The card catalogue ${text(d.path)} does not exist. Create it, or point --cards at it.`;
    case 'encoding':
      return notUtf8(`The card catalogue ${text(d.path)}`, d);
    case 'unreadable':
      return `The card catalogue ${text(d.path)} cannot be read (${text(d.detail)}). Point --cards at the catalogue file itself.`;
    case 'parse':
      return `The card catalogue is not valid JSON (${text(d.detail)}). Fix the syntax at this line and column.`;
    case 'duplicate':
      return `The card ID ${q(d.card)} appears twice in the catalogue. Keep one entry per card.`;
    default:
      return (
        refusedFile(`The card catalogue ${text(d.path)}`, d, 'a catalogue is never meant to be this large') ||
        `The card catalogue breaks cards.schema.json: ${schemaProblem(d)}${moreSchemaErrors(d, 'in this file')}`
      );
  }
}

function invalidObservation(d: FindingData): string {
  if (d.problem === 'step-count') {
    return `The observation has ${text(d.observed)} steps for ${text(d.expected)} when steps. Report one step per when step, rejected ones included.`;
  }
  if (d.problem === 'skip') {
    return `The skip breaks run-result.schema.json at ${text(d.at)}: ${schemaProblem(d)} Return { skipped: { reason: '<why>', issue: '<url>' } }, issue optional.`;
  }
  if (d.problem === 'reply') {
    return `The reply breaks run-result.schema.json at ${text(d.at)}: ${schemaProblem(d)} A reply to run holds seq and one of observation, skipped or errored, nothing else (docs/ADAPTERS.md).`;
  }
  const limit = replyLimitMessage(d);
  if (limit !== '') return limit;
  if (d.problem === 'too-deep') {
    return `The observation nests objects and arrays deeper than ${text(d.limit)} levels (at ${text(d.at)}), far deeper than observation.schema.json reaches. Report the state in the schema's shape; look for a value that holds itself or a runaway wrapper.`;
  }
  const also = Array.isArray(d.also) ? d.also.map((line) => `\n  also ${String(line)}`).join('') : '';
  const more = moreSchemaErrors(d, 'in this step');
  return `The observation breaks observation.schema.json at ${text(d.at)}: ${schemaProblem(d)}${fieldHint(text(d.at))}${also}${more}`;
}

/** What a step's optional field holds, for an error inside it: `charged` and `notObserved` (docs/ADAPTERS.md). */
function fieldHint(at: string): string {
  if (/^\/steps\/[0-9]+\/charged(\/|$)/.test(at))
    return ' `charged` is what the engine took out of the pool for this play or activation: { energy, power: { <domain>: n }, universal }, whole numbers from 0; leave it out where the engine reports nothing.';
  if (/^\/steps\/[0-9]+\/notObserved(\/|$)/.test(at))
    return ' `notObserved` lists { part, reason }: a part of spec/lists/state-parts.schema.json the engine did not hold at this step, and a sentence saying why.';
  return '';
}

/** One schema error as a line of a list: where, and the problem with its fix. */
export function renderSchemaError(at: string, data: FindingData): string {
  return `${at}: ${schemaProblem(data)}`;
}

function stateDetail(d: FindingData): string {
  switch (text(d.detail)) {
    case 'missing-item':
      return `${q(d.item)} is expected but not there`;
    case 'extra-item':
      return `${q(d.item)} is there but not expected`;
    case 'order':
      return `${q(d.observed)} is where ${q(d.expected)} is expected (this zone is ordered)`;
    case 'excluded-present':
      return `${q(d.item)} must not be there`;
    case 'count':
      return `it holds ${text(d.observed)} items where ${text(d.expected)} are expected`;
    case 'missing-player':
      return `the observed state has no player ${q(d.player)}`;
    default:
      return `expected ${text(d.expected)}, observed ${text(d.observed)}`;
  }
}

/** The message of a finding: what went wrong and what to do next. */
export function renderFinding(finding: Finding): string {
  return findingMessages[finding.code](finding.data ?? {});
}

/** Where a finding points: file, line and column when known, and the JSON Pointer. */
export function renderLocation(finding: Finding): string {
  const position = finding.line === undefined ? '' : `:${finding.line}:${finding.column ?? 1}`;
  const file = finding.file === undefined ? '' : `${capText(finding.file)}${position}`;
  const pointer = finding.pointer === undefined ? '' : `#${finding.pointer === '' ? '/' : capText(finding.pointer)}`;
  return `${file}${pointer}`;
}

const usageMessages = {
  'usage/unknown-adapter': (d: FindingData) =>
    `There is no adapter named ${q(d.name)}. Use one of: ${text(d.valid)}, or a path to a module (./my-adapter.js).`,
  'usage/patch-mutant': (d: FindingData) =>
    `${d.name === undefined ? 'Patch mutants' : `Patch mutant ${q(d.name)}`}: ${text(d.detail)}`,
  'usage/reference-not-built': () =>
    'The reference engine is not built yet (there is no engine/adapter.ts, or no build of it in dist/). Run npm run build once it exists, or pass --adapter ./path/to/your-adapter.js.',
  'usage/adapter-not-found': (d: FindingData) =>
    `The adapter module ${q(d.path)} cannot be loaded: ${text(d.detail)}. Check the path (relative to the current folder).`,
  'usage/adapter-typescript': (d: FindingData) =>
    `The adapter module ${q(d.path)} is TypeScript, which Node does not load by itself. Compile it and pass the .js file, or run the CLI under tsx: npx tsx node_modules/.bin/riftbound-conformance run --adapter ${text(d.path)}`,
  'usage/adapter-shape': (d: FindingData) =>
    `The adapter module ${q(d.path)} has no valid default export: ${text(d.missing)}. Export default an object with describe() and run(scenario) (from CommonJS: module.exports = adapter, or exports.default with __esModule).`,
  'usage/invalid-implementation': (d: FindingData) =>
    `The adapter's describe() breaks implementation.schema.json at ${text(d.pointer)}: ${schemaProblem(d)}`,
  'usage/describe-failed': (d: FindingData) =>
    `The adapter's describe() threw: ${text(d.detail)}. Fix the adapter: describe() must return its name, version, language and capabilities.`,
  'usage/unknown-capability': (d: FindingData) => `${q(d.name)} is not a capability. Use one of: ${text(d.valid)}.`,
  'usage/unknown-chapter': (d: FindingData) =>
    `${q(d.name)} is not a chapter of these fixtures (a chapter is a folder of the corpus). Use one of: ${text(d.valid)}.`,
  'usage/unknown-reporter': (d: FindingData) =>
    `There is no reporter named ${q(d.name)}. Use one of: ${text(d.valid)}.`,
  'usage/unknown-fixture': (d: FindingData) =>
    `No valid fixture has the ID ${q(d.id)}. Run \`riftbound-conformance list\` to see the IDs.`,
  'usage/no-fixtures': (d: FindingData) =>
    `No fixture matches (${text(d.where)}). Check --fixtures and the filters (--rule, --chapter, --id, --requires).`,
  'usage/option-repeated': (d: FindingData) =>
    `${text(d.option)} takes one value and was given ${text(d.count)} times; only the last would count. Give it once (a glob names several files: --fixtures 'fixtures/{cost,pay}/*.json').`,
  'usage/invalid-number': (d: FindingData) =>
    `${text(d.option)} must be a whole number of at least ${text(d.min ?? 1)}, not ${q(d.value)}.`,
  'usage/baseline-not-found': (d: FindingData) =>
    `The baseline ${text(d.path)} is not found (looked for ${text(d.resolved)}). Check the path, or write one with riftbound-conformance baseline update.`,
  'usage/baseline-unreadable': (d: FindingData) =>
    `The baseline ${text(d.path)} cannot be read (${text(d.detail)}). Check that it is a file you may read.`,
  'usage/out-locked': (d: FindingData) =>
    `Another run is writing its reports into ${text(d.folder)} and has not finished for 30 s. Wait for it, give this run another --out, or remove ${text(d.lock)} if no run is going.`,
  'usage/invalid-min-pass': (d: FindingData) =>
    `${text(d.option)} must be a whole number of fixtures (150) or a share of the fixtures run (80%), not ${q(d.value)}.`,
  'usage/invalid-baseline': (d: FindingData) =>
    `The baseline ${text(d.path)} is not valid against baseline.schema.json (${text(d.detail)}). Fix the file.`,
  ...protocolUsageMessages,
  ...pathUsageMessages,
} satisfies Record<string, Renderer>;

/** A code of a usage error: a mistake in how the harness was called, exit code 2. */
export type UsageCode = keyof typeof usageMessages;

/** The message of a usage error. */
export function renderUsage(code: UsageCode, data: FindingData): string {
  return usageMessages[code](data);
}

/** Every adapter-facing word about a missing capability, in one place. */
export function renderMissingCapabilities(missing: readonly string[]): string {
  return `the adapter lacks ${missing.join(', ')}`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

const problemMessages = {
  'fixture-errors': (d: FindingData) =>
    `${plural(Number(d.count), 'invalid fixture file', 'invalid fixture files')} (${plural(Number(d.findings ?? d.count), 'finding', 'findings')}), not run (run \`riftbound-conformance validate\`)`,
  failures: (d: FindingData) =>
    `${plural(Number(d.count), 'fixture', 'fixtures')} failed, errored, crashed, timed out or passed unexpectedly`,
  'stale-baseline': (d: FindingData) =>
    `${plural(Number(d.count), 'stale baseline entry', 'stale baseline entries')} (remove them, or run \`baseline update\`)`,
  'nothing-judged': (d: FindingData) =>
    `nothing was judged: all ${text(d.total)} fixtures were not applicable (declare the capabilities the engine has)`,
  'min-pass': (d: FindingData) =>
    `${plural(Number(d.count), 'fixture', 'fixtures')} passed where --min-pass ${text(d.asked)} asks for ${text(d.required)} of ${text(d.total)}`,
  interrupted: (d: FindingData) =>
    `interrupted ${d.by === 'adapter' ? 'by the adapter' : `by ${text(d.by)}`} after ${text(d.ran)} of ${text(d.selected)} fixtures: ${plural(Number(d.count), 'fixture was', 'fixtures were')} not run (run again for a whole report)`,
} satisfies Record<string, Renderer>;

/** Said on the console the moment a run is interrupted. */
export function renderInterrupting(cause: { readonly by: string; readonly message?: string }, late = false): string {
  const by = cause.by === 'adapter' ? `the adapter (${cause.message ?? ''})` : cause.by;
  if (late) return `Interrupted by ${by} after the last fixture: the reports are finished first, whole.`;
  return `Interrupted by ${by}: the adapter is stopped, and the reports of the fixtures that finished are written, marked interrupted. Run again for a whole report.`;
}

/** Said when the process ends before the command returned its exit code. */
export function renderNoVerdict(asked: number): string {
  return `riftbound-conformance: the process is ending (exit code ${asked} asked) before the command reached its verdict: an adapter ended it, or left nothing to wait for. No report was written for this run, and the exit code is ${asked === 0 ? 1 : asked}. Find the process.exit or the promise that never settles in the adapter, or serve it over stdio (--adapter-command).`;
}

/** Said when a signal stopped a run before any fixture ran. */
export function renderInterruptedEarly(by: string): string {
  return `Interrupted by ${by} before any fixture ran: no report was written, and the reports already in --out (if any) are an earlier run's. Run again.`;
}

/** Said when an in-process adapter tried to end the process after the reports were made. */
export function renderLateFault(message: string): string {
  return `After the reports were made: ${message} The reports do not show it; the run fails (exit code 1 at least).`;
}

/** The console's line under the findings of an invalid corpus: files and findings counted apart. */
export function renderInvalidFiles(findings: readonly { readonly file?: string }[]): string {
  const files = new Set(findings.map((finding) => finding.file)).size;
  return `${plural(files, 'invalid fixture file', 'invalid fixture files')} (${plural(findings.length, 'finding', 'findings')}): these files are not run. Fix them, or run \`riftbound-conformance validate\` for the list.`;
}

/** A reason a run does not succeed, in one line: every report prints these. */
export function renderProblem(kind: keyof typeof problemMessages, data: FindingData): string {
  return problemMessages[kind](data);
}

/** Said under a divergence whose values or diff were cut to keep the report bounded. */
export const TRUNCATED_NOTE =
  'Values cut to keep the report small: `riftbound-conformance explain <fixture-id> --json` shows them whole.';

/** Said once when --jobs asks for more than one fixture at a time and the adapter is not parallel-safe. */
export function renderJobsIgnored(jobs: number, adapter: string): string {
  return `--jobs ${jobs} ignored: ${adapter} does not say it is parallelSafe, so fixtures run one at a time (an adapter declares parallelSafe: true in describe() when it can run several at once).`;
}

/** The parts of one result not judged, briefly: "events not judged", "events and code not judged"; '' for none. */
export function renderUnjudged(
  unjudged: readonly { readonly part: string; readonly step?: number; readonly reason?: string }[] | undefined,
): string {
  const parts = [...new Set((unjudged ?? []).map((entry) => entry.part))];
  if (parts.length === 0) return '';
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${listed ?? ''} not judged${stepReasonsNote(unjudged ?? [])}`;
}

/** The adapter's reasons for parts it did not observe at some steps: "; turn.priority at step 2: <reason>". */
function stepReasonsNote(
  unjudged: readonly { readonly part: string; readonly step?: number; readonly reason?: string }[],
) {
  const shown = new Set<string>();
  for (const { part, step, reason } of unjudged) {
    if (reason !== undefined) shown.add(`${part}${step === undefined ? '' : ` at step ${step}`}: ${reason}`);
  }
  const listed = [...shown];
  if (listed.length === 0) return '';
  const more = listed.length > 3 ? `; and ${listed.length - 3} more (report.json lists them)` : '';
  return `; not observed ${listed.slice(0, 3).join('; ')}${more}`;
}

/** The summary's parts not judged in one line; '' when everything was judged. */
export function renderUnjudgedTotals(
  totals: { readonly fixtures: number; readonly parts: number; readonly byPart: Record<string, number> } | undefined,
): string {
  if (totals === undefined || totals.parts === 0) return '';
  const byPart = Object.entries(totals.byPart)
    .map(([part, count]) => `${part} ${count}`)
    .join(', ');
  const fixtures = totals.fixtures === 1 ? '1 judged fixture' : `${totals.fixtures} judged fixtures`;
  return `Not judged: ${totals.parts} ${totals.parts === 1 ? 'part' : 'parts'} of ${fixtures} (${byPart}), which the adapter does not report`;
}

/** One asked query as a line of text (data, to be escaped by the report that shows it). */
export function renderQuery(query: {
  readonly pointer: string;
  readonly kind: string;
  readonly ask: string;
  readonly expected: string;
  readonly observed: string;
  readonly agrees: boolean;
}): string {
  const verdict = query.agrees ? 'agrees' : 'DISAGREES';
  return `${query.kind} ${query.ask} at ${query.pointer}: rules ${query.expected}, engine ${query.observed} (${verdict})`;
}

/** "22 queries asked in 5 fixtures, 1 disagreeing", or nothing when no fixture asked one. */
export function renderQueryTotals(
  results: readonly { readonly queries?: readonly { readonly agrees: boolean }[] }[],
): string {
  const asking = results.filter((result) => (result.queries ?? []).length > 0);
  if (asking.length === 0) return '';
  const queries = asking.flatMap((result) => result.queries ?? []);
  const disagreeing = queries.filter((query) => !query.agrees).length;
  const fixtures = `${asking.length} fixture${asking.length === 1 ? '' : 's'}`;
  return `Queries: ${queries.length} asked in ${fixtures}, ${disagreeing} disagreeing (spec/INTERPRETING.md 4.8)`;
}
