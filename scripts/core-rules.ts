/**
 * Reads the Core Rules v1.4 text and keeps its rule numbers only (schemas/core-rules.schema.json): never the rule
 * text, which the project restates in its own words and never copies.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/** The environment variable that points the generator at another copy of the rules text. */
export const CORE_RULES_ENV = 'RIFTBOUND_CORE_RULES';

/** Where the rules text sits next to a clone of the project (outside the repository, not redistributed). */
export const DEFAULT_CORE_RULES_PATH = '../shared/reference/CR-v1.4.txt';

export interface CoreRulesDocument {
  $schema: string;
  rulesVersion: 'Core Rules v1.4';
  lastUpdated: string;
  sourceSha256: string;
  numbers: string[];
}

/** A rule starts a line with its number and a period: `337.4. ` or `356.4.f.1. `; wrapped lines never do. */
const RULE_LINE = /^(\d{3}(?:\.[0-9a-z]+)*)\. /;

/** Every rule number of the text, in document order; throws on a number seen twice (a broken extraction). */
export function parseCoreRuleNumbers(text: string): string[] {
  const numbers: string[] = [];
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const number = RULE_LINE.exec(line)?.[1];
    if (number === undefined) continue;
    if (seen.has(number)) throw new Error(`the Core Rules text numbers ${number} twice`);
    seen.add(number);
    numbers.push(number);
  }
  return numbers;
}

/** The numbers-only document of a rules text. */
export function coreRulesDocument(text: string): CoreRulesDocument {
  const lastUpdated = /^Last Updated: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
  if (lastUpdated === undefined) throw new Error('the Core Rules text has no "Last Updated: <date>" line');
  const numbers = parseCoreRuleNumbers(text);
  if (numbers.length === 0) throw new Error('the Core Rules text holds no rule number');
  return {
    $schema: '../schemas/core-rules.schema.json',
    rulesVersion: 'Core Rules v1.4',
    lastUpdated,
    sourceSha256: createHash('sha256').update(text).digest('hex'),
    numbers,
  };
}

/**
 * Where to read the rules text: `--core-rules <path>` on the command line, else the environment variable, else the
 * default path next to the repository. Relative paths are read from the repository root.
 */
export function coreRulesTextPath(root: string, argv: readonly string[], env: NodeJS.ProcessEnv): string {
  const at = argv.indexOf('--core-rules');
  const given = (at >= 0 ? argv[at + 1] : undefined) ?? env[CORE_RULES_ENV] ?? DEFAULT_CORE_RULES_PATH;
  return isAbsolute(given) ? given : resolve(root, given);
}

/** The rules text, or undefined when it is not there (a clone without the reference folder). */
export function readCoreRulesText(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** The committed list, spec/core-rules.json. */
export function readCommittedCoreRules(root: string): CoreRulesDocument {
  return JSON.parse(readFileSync(join(root, 'spec/core-rules.json'), 'utf8')) as CoreRulesDocument;
}
