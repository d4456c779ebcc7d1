import type { Diagnostic, Report, Result, Status } from '../../schemas/types/generated.js';
import { summarize } from '../../harness/report/build.js';

/** Text meant to break a careless reporter: markup, quotes, a CDATA end, Markdown syntax, a control character. */
export const NASTY = `<script>alert("x")</script> & 'q' ]]> | *b* \`c\` \u0001 end`;

const diff = '--- expected\n+++ observed\n@@ -1,3 +1,3 @@\n {\n-  "ready": false\n+  "ready": true\n }';

function diagnostic(code: Diagnostic['code'], extra: Partial<Diagnostic> = {}): Diagnostic {
  return { code, message: `message of ${code}: ${NASTY}`, ...extra };
}

function result(id: string, status: Status, rules: string[], extra: Partial<Result> = {}): Result {
  const chapter = id.split('-')[0] ?? id;
  return { id, title: `Title of ${id}`, file: `${chapter}/${id}.json`, chapter, rules, status, durationMs: 12.5, diagnostics: [], ...extra };
}

/** One result of every status, over three chapters, in file order as a run gives them, with diagnostics, diffs, stderr and hostile text. */
export function sampleResults(): Result[] {
  return [
    result('accelerate-enters-ready', 'pass', ['accelerate.enters-ready']),
    result('accelerate-single-benefit', 'fail', ['accelerate.single-benefit', 'cost.order'], {
      diagnostics: [diagnostic('verdict/state', { pointer: '/then/state/players/p1/base/0/ready', expected: { ready: false }, observed: { ready: true }, diff })],
    }),
    result('cost-brazen-buccaneer-discount', 'pass', ['cost.brazen-buccaneer', 'cost.order']),
    result('cost-floor-zero', 'not-applicable', ['cost.floor-zero'], { reason: 'the adapter lacks effects.cost-modifiers' }),
    result('cost-ignore-base', 'error', ['cost.ignore-base'], { diagnostics: [diagnostic('adapter/protocol-error')], stderr: `trace ${NASTY}` }),
    result('pay-domain-match', 'crash', ['pay.domain-match'], { diagnostics: [diagnostic('adapter/crash')], stderr: 'Segmentation fault' }),
    result('pay-from-pool', 'timeout', ['pay.from-pool'], { diagnostics: [diagnostic('adapter/timeout')] }),
    result('pay-rollback', 'expected-fail', ['pay.rollback'], { reason: 'known bug', diagnostics: [diagnostic('baseline/expected-fail'), diagnostic('verdict/not-rolled-back')] }),
    result('pay-universal-power', 'unexpected-pass', ['pay.universal-power'], { reason: 'was broken', diagnostics: [diagnostic('baseline/unexpected-pass')] }),
    result('pay-with-hostile-title', 'pass', ['pay.any-domain'], { title: NASTY }),
  ];
}

/** A report of the sample results, valid against report.schema.json. */
export function sampleReport(results: Result[] = sampleResults(), stale: string[] = []): Report {
  return {
    reportVersion: 1,
    protocolVersion: 1,
    interpretingVersion: '2.0.0',
    rulesVersion: 'Core Rules v1.4',
    corpus: { version: '0.1.0', hash: `sha256:${'ab'.repeat(32)}`, fixtures: 12 },
    harness: { version: '0.1.0' },
    adapter: { name: `engine ${NASTY}`, version: '1.2.3', language: 'rust', capabilities: [] },
    startedAt: '2025-01-01T00:00:00.000Z',
    finishedAt: '2025-01-01T00:00:02.000Z',
    command: 'riftbound-conformance run --adapter-command "./engine serve"',
    summary: summarize(
      results.map((r) => r.status),
      stale.length,
      results.map((r) => r.unjudged),
    ),
    ...(stale.length === 0 ? {} : { staleBaselineEntries: stale }),
    results,
  };
}
