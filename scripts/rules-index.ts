/** Parses spec/<chapter>.md into the rules index (schemas/rules.schema.json). */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const CHAPTERS = ['cost', 'pay', 'accelerate', 'deflect', 'repeat', 'flow', 'add', 'pool'] as const;

export interface RuleEntry {
  id: string;
  chapter: string;
  text: string;
  source: string;
  coreRules: string;
  pinnedBy: string;
}

/** A clause of the index: its chapter entry, with the situation dimensions of spec/dimensions.json. */
export interface IndexedRule extends RuleEntry {
  dimensions: string[];
  reasons?: Record<string, string>;
}

/** spec/dimensions.json (schemas/dimensions.schema.json): per clause, its dimensions and the reasons for values left uncovered. */
interface DimensionsDocument {
  clauses: Record<string, { dimensions: string[]; reasons?: Record<string, string> }>;
}

export interface RulesIndexDocument {
  rulesVersion: 'Core Rules v1.4';
  chapters: { id: string; title: string; file: string }[];
  rules: IndexedRule[];
}

const BULLETS = { source: '- Source: ', coreRules: '- Core Rules: ', pinnedBy: '- Pinned by: ' } as const;

/** Throws with the file and line when a chapter breaks the format of spec/README.md. */
export function parseChapter(chapter: string, file: string, markdown: string): { title: string; rules: RuleEntry[] } {
  const lines = markdown.split('\n');
  const heading = /^# ([A-Z][a-z]+): (.+)$/.exec(lines[0] ?? '');
  if (!heading) throw new Error(`${file}:1: the first line must be "# <Chapter>: <title>"`);
  const rules: RuleEntry[] = [];
  const sections = markdown.split(/^## /m).slice(1);
  for (const section of sections) {
    const [first = '', ...body] = section.split('\n');
    const id = /^`([a-z0-9.-]+)`$/.exec(first.trim())?.[1];
    if (!id) throw new Error(`${file}: a level-2 heading must be a rule ID in backticks, found "## ${first}"`);
    if (!id.startsWith(`${chapter}.`)) throw new Error(`${file}: ${id} does not belong to chapter ${chapter}`);
    const bullet = (prefix: string): string => {
      const line = body.find((l) => l.startsWith(prefix));
      if (!line) throw new Error(`${file}: ${id} has no "${prefix.trim()}" line`);
      return line.slice(prefix.length).trim();
    };
    const text = body
      .filter((l) => !l.startsWith('- '))
      .join('\n')
      .trim()
      .replace(/\s*\n\s*/g, ' ');
    if (text.length === 0) throw new Error(`${file}: ${id} has no text`);
    rules.push({
      id,
      chapter,
      text,
      source: bullet(BULLETS.source),
      coreRules: bullet(BULLETS.coreRules),
      pinnedBy: bullet(BULLETS.pinnedBy),
    });
  }
  return { title: heading[2] ?? '', rules };
}

export function buildRulesIndex(specDir: string): RulesIndexDocument {
  const present = new Set(readdirSync(specDir));
  const chapters: RulesIndexDocument['chapters'] = [];
  const rules: RuleEntry[] = [];
  for (const chapter of CHAPTERS) {
    const file = `${chapter}.md`;
    if (!present.has(file)) continue;
    const parsed = parseChapter(chapter, `spec/${file}`, readFileSync(join(specDir, file), 'utf8'));
    chapters.push({ id: chapter, title: parsed.title, file });
    rules.push(...parsed.rules);
  }
  return { rulesVersion: 'Core Rules v1.4', chapters, rules: withDimensions(rules, specDir) };
}

/**
 * Adds to every clause its situation dimensions from spec/dimensions.json. Throws when a clause has no entry, an
 * entry names no clause, or a reason is given for a value of a dimension the clause does not list.
 */
export function withDimensions(rules: readonly RuleEntry[], specDir: string): IndexedRule[] {
  const file = join(specDir, 'dimensions.json');
  const document = JSON.parse(readFileSync(file, 'utf8')) as DimensionsDocument;
  const ids = new Set(rules.map((rule) => rule.id));
  const stray = Object.keys(document.clauses).filter((id) => !ids.has(id));
  if (stray.length > 0) throw new Error(`spec/dimensions.json: no clause of spec/*.md has the ID ${stray.join(', ')}`);
  return rules.map((rule) => {
    const entry = document.clauses[rule.id];
    if (entry === undefined)
      throw new Error(`spec/dimensions.json: clause ${rule.id} has no entry; add one under /clauses`);
    const reasons = Object.entries(entry.reasons ?? {});
    const unlisted = reasons.filter(([value]) => !entry.dimensions.includes(value.split('.')[0] ?? ''));
    if (unlisted.length > 0)
      throw new Error(
        `spec/dimensions.json: /clauses/${rule.id}/reasons gives a reason for ${unlisted.map(([value]) => value).join(', ')}, of a dimension the clause does not list`,
      );
    return reasons.length === 0
      ? { ...rule, dimensions: entry.dimensions }
      : { ...rule, dimensions: entry.dimensions, reasons: Object.fromEntries(reasons) };
  });
}
