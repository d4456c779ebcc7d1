/**
 * The checks of a fixture file's text that come before the lint: JSON, depth, forbidden keys, schema. Their findings
 * depend on the text alone, so they are worked out once per text in a process (text-memo.ts); a text seen before is
 * only parsed again, into a document of its own.
 */
import type { FindingDraft } from '../messages/findings.js';
import { forbiddenKeys, parseJson } from './parse.js';
import { fixtureSchemaFindings } from './references.js';
import { textMemo } from './text-memo.js';

/** A fixture's text parsed, with its forbidden-key and schema findings, or the finding that it does not parse. */
export type CheckedText =
  | { readonly ok: true; readonly value: unknown; readonly findings: readonly FindingDraft[] }
  | { readonly ok: false; readonly finding: FindingDraft };

/** The findings of each text already checked; a text that does not parse is not kept. */
const checkedTexts = textMemo<readonly FindingDraft[] | undefined>();

export function checkFixtureText(text: string): CheckedText {
  let parsed: ReturnType<typeof parseJson> | undefined;
  const findings = checkedTexts.get(text, () => {
    parsed = parseJson(text, 'fixture/parse-error');
    return parsed.ok ? [...forbiddenKeys(parsed.value), ...fixtureSchemaFindings(parsed.value)] : undefined;
  });
  // Parsed just now, or a text known to parse and to be no deeper than the limit: JSON.parse alone gives its value.
  parsed ??= findings === undefined ? parseJson(text, 'fixture/parse-error') : { ok: true, value: parseKnown(text) };
  return parsed.ok ? { ok: true, value: parsed.value, findings: findings ?? [] } : parsed;
}

function parseKnown(text: string): unknown {
  return JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text) as unknown;
}
