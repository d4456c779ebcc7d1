import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { loadContractRulesInput, readContractRules } from '../../scripts/contract-rules/load.js';
import { contractSentences, splitSentences } from '../../scripts/contract-rules/split.js';
import { rewriteTable } from '../../scripts/contract-rules/rewrite.js';
import { earlierRow, nextIds, stubRow } from '../../scripts/contract-rules/suggest.js';
import { contractRuleProblems, type ContractSentenceRow, type Known } from '../../scripts/contract-rules/table.js';
import { contractRulesView, summarise } from '../../scripts/contract-rules/view.js';
import { BASE, createAjv, root } from './schema-registry.js';

describe('the sentence splitter', () => {
  it('keeps Core Rules citations, inline code and bracketed asides whole', () => {
    expect(
      splitSentences(
        'A card may be played (CR 312.2.a, 316.5.b). `pass`: only the holder (`timing/no-priority`. Not. Here). Next one.',
      ),
    ).toEqual([
      'A card may be played (CR 312.2.a, 316.5.b).',
      '`pass`: only the holder (`timing/no-priority`. Not. Here).',
      'Next one.',
    ]);
    expect(splitSentences('It ends here `a. B` and goes on. **Bold.** Then this.')).toEqual([
      'It ends here `a. B` and goes on.',
      '**Bold.** Then this.',
    ]);
    expect(splitSentences('`repeat-2`, `repeat-3`... for the next. Lower. case stays: e.g. this')).toEqual([
      '`repeat-2`, `repeat-3`... for the next.',
      'Lower. case stays: e.g. this',
    ]);
  });

  it('cuts list items, nested lists, continuation lines and table rows apart, by section', () => {
    const markdown = [
      '## 2. Out',
      '',
      'Not read.',
      '',
      '## 3. State',
      '',
      'First. Second',
      'line.',
      '',
      '- An item: (CR 1.2,',
      '  337.4). Its second.',
      '  - A nested item.',
      '',
      '  A paragraph of the item.',
      '',
      '### 3.1 Sub',
      '',
      '1. **Step.** Does it.',
      '',
      '| step | effect |',
      '| ---- | ------ |',
      '| `a`  | one. Two. |',
      '',
      '## 4. Next',
    ].join('\n');
    expect(contractSentences(markdown, ['3']).map(({ section, text }) => `${section}: ${text}`)).toEqual([
      '3: First.',
      '3: Second line.',
      '3: An item: (CR 1.2, 337.4).',
      '3: Its second.',
      '3: A nested item.',
      '3: A paragraph of the item.',
      '3.1: **Step.** Does it.',
      '3.1: `a` | one. Two.',
    ]);
  });

  it('finds the sentences of sections 2, 3 and 4 of the contract, and none of the others', () => {
    const { sentences } = loadContractRulesInput(root);
    expect(new Set(sentences.map((sentence) => sentence.section.split('.')[0]))).toEqual(new Set(['2', '3', '4']));
    expect(sentences.some((sentence) => sentence.text.startsWith('`pass`: only the player with priority'))).toBe(true);
  });
});

const known: Known = { fixture: (id) => id === 'pool-a', coreRule: (number) => ['339.1', '167'].includes(number) };
const sentence = { section: '4.1', text: 'Every pass is a pass (CR 339.1).', line: 7 };
const row: ContractSentenceRow = {
  id: '4.1-01',
  section: '4.1',
  text: sentence.text,
  kind: 'rule',
  coreRules: ['339.1'],
  fixtures: ['pool-a'],
};

describe('the checks of spec/contract-rules.json', () => {
  it('accept a table in step', () => {
    expect(contractRuleProblems([sentence], [row], known)).toEqual([]);
    expect(
      contractRuleProblems([sentence], [{ ...row, fixtures: [], gap: 'a fixture that passes twice' }], known),
    ).toEqual([]);
    const convention: ContractSentenceRow = {
      ...row,
      kind: 'convention',
      reason: 'the rules leave it open',
      fixtures: [],
    };
    expect(contractRuleProblems([sentence], [convention], known)).toEqual([]);
  });

  it.each<[string, readonly (typeof sentence)[], ContractSentenceRow[], RegExp]>([
    [
      'a sentence without a row',
      [sentence, { ...sentence, text: 'A new one.' }],
      [row],
      /line 7 \(section 4\.1\): no row for the sentence "A new one\."/,
    ],
    ['a row whose text is gone', [], [row], /4\.1-01: its text is no longer a sentence of section 4\.1/],
    ['a row in another section', [{ ...sentence, section: '4.2' }], [row], /4\.1-01: its text is no longer a sentence/],
    [
      'a rule without Core Rules numbers',
      [sentence],
      [{ ...row, coreRules: [] }],
      /4\.1-01: a rule without Core Rules numbers/,
    ],
    [
      'a rule without fixtures or gap',
      [sentence],
      [{ ...row, fixtures: [] }],
      /4\.1-01: a rule without fixtures\. List/,
    ],
    ['an unknown fixture', [sentence], [{ ...row, fixtures: ['pool-b'] }], /4\.1-01: no fixture pool-b in fixtures\//],
    [
      'an unknown Core Rules number',
      [sentence],
      [{ ...row, coreRules: ['339.9'] }],
      /Core Rules v1\.4 has no number 339\.9/,
    ],
    [
      'a convention without a reason',
      [sentence],
      [{ ...row, kind: 'convention', reason: ' ' }],
      /a convention without a reason/,
    ],
    [
      'a gap on a rule with fixtures',
      [sentence],
      [{ ...row, gap: 'a fixture that passes twice' }],
      /a gap on a rule that has fixtures/,
    ],
    [
      'two rows with one ID',
      [sentence, { ...sentence, text: 'B.' }],
      [row, { ...row, text: 'B.' }],
      /4\.1-01: two rows have this ID/,
    ],
    [
      'a row left unchecked',
      [sentence],
      [{ ...row, unchecked: true }],
      /4\.1-01: written by scripts\/contract-rules\.ts --write/,
    ],
  ])('report %s, saying what to do', (_name, sentences, rows, problem) => {
    const problems = contractRuleProblems(sentences, rows, known);
    expect(
      problems.find((found) => problem.test(found)),
      problems.join('\n'),
    ).toBeDefined();
  });

  it('report a row that takes a retired ID', () => {
    expect(contractRuleProblems([sentence], [row], known, ['4.1-01'])).toEqual([
      '4.1-01: this ID is retired (its sentence left the contract). Give the row the next free ordinal of its section.',
    ]);
  });
});

describe('spec/contract-rules.json', () => {
  const table = readContractRules(root);
  const input = loadContractRulesInput(root);

  it('is valid against its schema', () => {
    const validate = createAjv().getSchema(`${BASE}schemas/contract-rules.schema.json`);
    expect(validate?.(table), JSON.stringify(validate?.errors)).toBe(true);
  });

  it('has one row per sentence of sections 2, 3 and 4 of the contract, each rule cited and exercised or a named gap', () => {
    const problems = contractRuleProblems(input.sentences, input.rows, input.known, input.retired);
    expect(problems, `${problems.join('\n')}\n(npx tsx scripts/contract-rules.ts lists them with new IDs)`).toEqual([]);
  });

  it('is what spec/CONTRACT-RULES.md shows (npm run generate writes it)', async () => {
    const path = join(root, 'spec/CONTRACT-RULES.md');
    const options = (await resolveConfig(path)) ?? {};
    const view = await format(contractRulesView(table.sentences), { ...options, filepath: path });
    expect(readFileSync(path, 'utf8'), 'Run npm run generate and commit spec/CONTRACT-RULES.md.').toBe(view);
  });

  it('keeps its rows in the order of the contract', () => {
    const rowTexts = new Set(input.rows.map((found) => found.text));
    const sentenceTexts = new Set(input.sentences.map((found) => found.text));
    const rows = input.rows.filter((found) => sentenceTexts.has(found.text)).map((found) => found.text);
    const sentences = input.sentences.filter((found) => rowTexts.has(found.text)).map((found) => found.text);
    expect(rows, 'Move the rows of spec/contract-rules.json into the order of the contract.').toEqual(sentences);
  });
});

describe('the view and the editor help', () => {
  it('counts and lists the gaps, so that none is silent', () => {
    const gap: ContractSentenceRow = { ...row, id: '4.1-02', fixtures: [], gap: 'a fixture that passes twice' };
    expect(summarise([row, gap])).toMatchObject({ rules: 2, rulesWithFixtures: 1, gaps: 1 });
    const view = contractRulesView([row, gap]);
    expect(view).toContain('1 rules have fixtures; 1 is a gap');
    expect(view).toContain('- 4.1-02 ("Every pass is a pass (CR 339.1)."): a fixture that passes twice');
  });

  it('offers the earlier row of a reworded sentence, and a new ID otherwise', () => {
    const reworded = { ...sentence, text: 'Every pass is a real pass (CR 339.1).' };
    expect(earlierRow(reworded, [row])?.id).toBe('4.1-01');
    expect(earlierRow({ ...sentence, text: 'Something else entirely.' }, [row])).toBeUndefined();
    expect(nextIds('4.1', ['4.1-01', '4.1-07', '4.2-09'], 2)).toEqual(['4.1-08', '4.1-09']);
    expect(stubRow(reworded, '4.1-08', row)).toMatchObject({ id: '4.1-01', text: reworded.text, fixtures: ['pool-a'] });
    expect(stubRow(reworded, '4.1-08')).toMatchObject({
      id: '4.1-08',
      kind: 'rule',
      coreRules: ['339.1'],
      fixtures: [],
    });
  });
});

describe('--write', () => {
  const table = {
    $schema: 's',
    sentences: [row, { ...row, id: '4.1-02', text: 'Gone for good.' }],
    retired: ['4.1-03'],
  };

  it('keeps matching rows, rewords, adds after every ID ever given, retires, in the order of the contract', () => {
    const reworded = { ...sentence, text: 'Every pass is a real pass (CR 339.1).' };
    const added = { ...sentence, text: 'Something else entirely.' };
    const rewrite = rewriteTable([added, reworded], table);
    expect(rewrite.table.sentences).toEqual([
      { id: '4.1-04', section: '4.1', text: added.text, kind: 'note', unchecked: true },
      { ...row, text: reworded.text, unchecked: true },
    ]);
    expect(rewrite.table.retired).toEqual(['4.1-03', '4.1-02']);
    expect([rewrite.reworded, rewrite.added]).toEqual([['4.1-01'], ['4.1-04']]);
  });

  it('changes nothing in a table in step', () => {
    const rewrite = rewriteTable([sentence, { ...sentence, text: 'Gone for good.' }], table);
    expect(rewrite.table).toEqual(table);
    expect([rewrite.reworded, rewrite.added, rewrite.retired]).toEqual([[], [], []]);
  });
});
