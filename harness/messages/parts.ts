/** The pieces messages are made of: how a fact is printed, and what a schema error means. Used by the message modules only. */
import { capText } from '../text/cap-text.js';
import type { FindingData, FindingScalar } from './findings.js';

/** A fact as text, each value cut at MAX_QUOTED_CHARS (facts can come from adapters and fixtures); a missing one as "?". */
export function text(value: FindingScalar | readonly FindingScalar[] | undefined): string {
  if (value === undefined) return '?';
  if (Array.isArray(value)) return value.map((item) => capText(String(item))).join(', ');
  return capText(String(value));
}

/** A fact in double quotes. */
export function q(value: FindingScalar | readonly FindingScalar[] | undefined): string {
  return `"${text(value)}"`;
}

/** The schema problem of an ajv error, and its fix, from the keyword and its parameters. */
export function schemaProblem(d: FindingData): string {
  switch (text(d.keyword)) {
    case 'required':
      return `the property ${q(d.missingProperty)} is missing: add it.`;
    case 'additionalProperties':
      return `the property ${q(d.additionalProperty)} is not allowed here: remove it or fix its spelling.`;
    case 'enum':
    case 'const':
      return `the value is not allowed: use one of ${text(d.allowedValues)}.`;
    case 'pattern':
      return `the value ${q(d.value)} does not match ${text(d.pattern)}: rename it to fit.`;
    case 'type':
      return `the value must be of type ${text(d.type)}: change its type.`;
    case 'discriminator':
      return d.tagValue === undefined
        ? `the tag ${q(d.tag)} is missing: add it.`
        : `${q(d.tagValue)} is not a known ${q(d.tag)}: use one of the values the schema documents.`;
    case 'not':
      return 'a property is present that must be left out here (see the schema description): remove it.';
    case 'oneOf':
    case 'anyOf':
      return 'the value matches none of the allowed forms: compare it with the schema.';
    case 'uniqueItems':
      return `items ${text(d.duplicate)} are the same: list each once.`;
    default:
      return `${text(d.detail)}: fix the value as the schema says.`;
  }
}

/**
 * What follows the listed schema errors of a document: how many more were found, and, when the check stopped at its
 * limit, that there may be others behind them.
 */
export function moreSchemaErrors(d: FindingData, where: string): string {
  if (typeof d.alsoMore !== 'number') return '';
  const capped =
    typeof d.errorsCapped === 'number'
      ? ` (the check stops after ${d.errorsCapped} errors, so there may be more: fix these and check again)`
      : '';
  return `\n  and ${d.alsoMore} more errors ${where}${capped}`;
}
