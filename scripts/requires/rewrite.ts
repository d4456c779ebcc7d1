/** Rewrites a fixture text's `requires` to the capabilities it uses, resolving conflicts that lie only there. */
import { isDeepStrictEqual } from 'node:util';
import { format, resolveConfig } from 'prettier';
import type { Fixture } from '../../schemas/types/generated.js';
import { derivedRequires } from '../../harness/lint/requirements.js';
import type { CatalogueCard } from '../../harness/load/catalogue.js';
import { validateDocument } from '../../harness/schema/validators.js';
import { conflictSides } from './conflicts.js';
import { topLevelArraySpan } from './span.js';

/** The fixture text with its `requires` derived, or why it cannot be rewritten (the file is then left as it is). */
export type Rewrite = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: string };

function fail(problem: string): Rewrite {
  return { ok: false, problem };
}

function parse(text: string): { value: Record<string, unknown> } | { problem: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { problem: 'not a JSON object' };
    return { value: value as Record<string, unknown> };
  } catch (error) {
    return { problem: `not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
}

function withoutRequires(value: Record<string, unknown>): Record<string, unknown> {
  return { ...value, requires: [] };
}

/** Our side of a conflicted text when the two sides differ only in `requires`; the text itself when clean. */
function resolved(text: string): { text: string } | { problem: string } {
  const sides = conflictSides(text);
  if (sides.kind === 'clean') return { text };
  if (sides.kind === 'malformed') return { problem: `conflict markers at line ${sides.line}: ${sides.problem}` };
  const ours = parse(sides.ours);
  const theirs = parse(sides.theirs);
  if ('problem' in ours) return { problem: `our side of the conflict is ${ours.problem}` };
  if ('problem' in theirs) return { problem: `their side of the conflict is ${theirs.problem}` };
  if (!isDeepStrictEqual(withoutRequires(ours.value), withoutRequires(theirs.value)))
    return {
      problem: `the conflict (from line ${sides.lines.join(', ')}) is not only in requires: resolve it by hand first`,
    };
  return { text: sides.ours };
}

/**
 * Rewrites `requires` to exactly the capabilities the fixture uses (spec/INTERPRETING.md section 6), those it listed
 * first in their order, touching no other byte of a formatted file; formatting follows the project's Prettier settings.
 * Git conflicts confined to `requires` are resolved on the way; any other conflict, or a fixture that is not valid
 * once its `requires` is set aside, is a problem.
 */
export async function rewriteRequires(
  text: string,
  file: string,
  cards: ReadonlyMap<string, CatalogueCard>,
): Promise<Rewrite> {
  const merged = resolved(text);
  if ('problem' in merged) return fail(merged.problem);
  const parsed = parse(merged.text);
  if ('problem' in parsed) return fail(`the file is ${parsed.problem}`);
  const listed = Array.isArray(parsed.value.requires) ? parsed.value.requires.map(String) : [];
  const fixture = withoutRequires(parsed.value);
  const [error] = validateDocument('fixture', fixture);
  if (error !== undefined)
    return fail(`the fixture breaks fixture.schema.json at ${error.instancePath || '/'}: ${error.message ?? ''}`);
  const span = topLevelArraySpan(merged.text, 'requires');
  if (span === undefined) return fail('the fixture has no requires array');
  const requires = JSON.stringify(derivedRequires(fixture as unknown as Fixture, cards, listed));
  const spliced = `${merged.text.slice(0, span.start)}${requires}${merged.text.slice(span.end)}`;
  const options = (await resolveConfig(file)) ?? {};
  return { ok: true, text: await format(spliced, { ...options, filepath: file }) };
}
