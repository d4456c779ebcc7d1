import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRulesIndex, CHAPTERS, parseChapter } from '../../scripts/rules-index.js';
import { readJson, root } from './schema-registry.js';

const index = buildRulesIndex(join(root, 'spec'));
const catalogue = readJson('test/spec/catalogue-ids.json') as { ids: string[] };

describe('the rules index', () => {
  it('spec/rules.json is what the Markdown says', () => {
    expect(readJson('spec/rules.json')).toEqual(index);
  });

  it('holds every catalogue ID', () => {
    const ids = new Set(index.rules.map((rule) => rule.id));
    const missing = catalogue.ids.filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
    expect(catalogue.ids).toHaveLength(64);
  });

  it('holds each ID once, in the chapter of its prefix', () => {
    const ids = index.rules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of index.rules) expect(rule.id.split('.')[0]).toBe(rule.chapter);
  });

  it('has one file per chapter', () => {
    expect(index.chapters.map((chapter) => chapter.id)).toEqual([...CHAPTERS]);
  });

  it('gives every clause its source, Core Rules reference and pinning note', () => {
    for (const rule of index.rules) {
      expect(rule.source).toMatch(/^(000|001|003|004)\b/);
      expect(rule.coreRules).toMatch(/\d{3}/);
      expect(rule.pinnedBy.length).toBeGreaterThan(20);
      expect(rule.text.length).toBeGreaterThan(40);
    }
  });

  it('names the keyword Flow and says once that the documents call it Flux', () => {
    const flow = readFileSync(join(root, 'spec/flow.md'), 'utf8');
    const prose = flow
      .split('\n')
      .filter((line) => !line.startsWith('- Source:'))
      .join('\n');
    expect(prose.match(/Flux/g)).toHaveLength(1);
  });
});

describe('the chapter parser', () => {
  const good =
    '# Cost: title\n\nIntro.\n\n## `cost.x`\n\nText.\n\n- Source: 000, "x"\n- Core Rules: 355\n- Pinned by: y\n';

  it('reads a well-formed chapter', () => {
    expect(parseChapter('cost', 'cost.md', good).rules).toEqual([
      { id: 'cost.x', chapter: 'cost', text: 'Text.', source: '000, "x"', coreRules: '355', pinnedBy: 'y' },
    ]);
  });

  it.each([
    ['a missing title line', good.replace('# Cost: title', 'Cost')],
    ['a heading that is not an ID', good.replace('## `cost.x`', '## Cost x')],
    ['an ID of another chapter', good.replace('cost.x', 'pay.x')],
    ['a missing Core Rules line', good.replace('- Core Rules: 355\n', '')],
    ['a clause without text', good.replace('Text.', '')],
  ])('rejects %s', (_name, markdown) => {
    expect(() => parseChapter('cost', 'cost.md', markdown)).toThrow(/cost\.md/);
  });
});
