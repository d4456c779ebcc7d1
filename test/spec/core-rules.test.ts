import { describe, expect, it } from 'vitest';
import {
  CORE_RULES_ENV,
  coreRulesDocument,
  coreRulesTextPath,
  parseCoreRuleNumbers,
  readCoreRulesText,
} from '../../scripts/core-rules.js';
import { BASE, createAjv, readJson, root } from './schema-registry.js';

const committed = readJson('spec/core-rules.json') as ReturnType<typeof coreRulesDocument>;
const textPath = coreRulesTextPath(root, [], {});
const text = readCoreRulesText(textPath);

const SAMPLE = [
  'Riftbound Core Rules',
  'Last Updated: 2026-06-18',
  '300. Playing the Game',
  '356. Determine Total Cost',
  '356.4. Discounts apply after increases, and this sentence wraps onto',
  '2 lines that start with a digit but are no rule.',
  '356.4.f.1. A deep rule.',
  'Example: 356.9. in running text is no rule either.',
  '135.2.e.5.a. Five levels deep.',
].join('\n');

describe('the Core Rules number parser', () => {
  it('keeps the numbers that start a line, in order, and nothing of the text', () => {
    expect(parseCoreRuleNumbers(SAMPLE)).toEqual(['300', '356', '356.4', '356.4.f.1', '135.2.e.5.a']);
    const document = coreRulesDocument(SAMPLE);
    expect(document.lastUpdated).toBe('2026-06-18');
    expect(JSON.stringify(document)).not.toMatch(/Discounts|Playing/);
  });

  it('refuses a text that numbers a rule twice, or has no date', () => {
    expect(() => parseCoreRuleNumbers('337.4. a\n337.4. b')).toThrow(/337\.4 twice/);
    expect(() => coreRulesDocument('337.4. a')).toThrow(/Last Updated/);
  });

  it('reads the path from --core-rules, then the environment, then the default next to the repository', () => {
    expect(coreRulesTextPath('/r', ['--core-rules', '/x/cr.txt'], { [CORE_RULES_ENV]: '/y' })).toBe('/x/cr.txt');
    expect(coreRulesTextPath('/r', [], { [CORE_RULES_ENV]: 'cr.txt' })).toBe('/r/cr.txt');
    expect(coreRulesTextPath('/repo', [], {})).toBe('/shared/reference/CR-v1.4.txt');
  });
});

describe('spec/core-rules.json', () => {
  it('is valid against core-rules.schema.json', () => {
    const validate = createAjv().getSchema(`${BASE}schemas/core-rules.schema.json`);
    expect(validate?.(committed), JSON.stringify(validate?.errors)).toBe(true);
  });

  it.skipIf(text === undefined)(
    `is what the rules text at ${textPath} holds (skipped when that text is absent)`,
    () => {
      expect(committed).toEqual(coreRulesDocument(text ?? ''));
      expect(committed.numbers).toContain('337.4');
      expect(committed.numbers).toContain('356.4.f.1');
    },
  );
});
