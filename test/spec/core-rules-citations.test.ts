import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { citedCoreRuleNumbers, coreRules } from '../../harness/load/core-rules.js';
import { root } from './schema-registry.js';

const files = globSync(['spec/*.md'], { cwd: root }).sort();

/** Every cited number that Core Rules v1.4 does not have, as `file:line number`. */
function unknownCitations(file: string): string[] {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  return lines.flatMap((line, i) =>
    citedCoreRuleNumbers(line)
      .filter((number) => !coreRules().has(number))
      .map((number) => `${file}:${i + 1} ${number}`),
  );
}

describe('Core Rules citations of spec/', () => {
  it('reads lists, ranges at both ends, and dotted numbers anywhere', () => {
    expect(citedCoreRuleNumbers('- Core Rules: 355, 356.1-356.7, 204')).toEqual(['355', '356.1', '356.7', '204']);
    expect(citedCoreRuleNumbers('Core Rules v1.4: 809, 750-755.')).toEqual(['809', '750', '755']);
    expect(citedCoreRuleNumbers('following Core Rules 355-358:')).toEqual(['355', '358']);
    expect(citedCoreRuleNumbers('the caster keeps it (CR 337.4 and 340.4); 338.1.a.5 too.')).toEqual([
      '337.4',
      '340.4',
      '338.1.a.5',
    ]);
    expect(citedCoreRuleNumbers('contract 2.0.0, 100 levels, 64 clauses')).toEqual([]);
    const cited = citedCoreRuleNumbers('- Core Rules: 337.4, 337.9-338');
    expect(cited.filter((number) => !coreRules().has(number))).toEqual(['337.9']);
  });

  it('finds citations in every chapter and in the contract', () => {
    for (const file of ['spec/cost.md', 'spec/INTERPRETING.md'])
      expect(citedCoreRuleNumbers(readFileSync(join(root, file), 'utf8')).length, file).toBeGreaterThan(0);
  });

  it.each(files)('%s cites only numbers that exist in Core Rules v1.4', (file) => {
    expect(unknownCitations(file)).toEqual([]);
  });
});
