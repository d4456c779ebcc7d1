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

export interface RulesIndexDocument {
  rulesVersion: 'Core Rules v1.4';
  chapters: { id: string; title: string; file: string }[];
  rules: RuleEntry[];
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
  return { rulesVersion: 'Core Rules v1.4', chapters, rules };
}
