import { describe, expect, it } from 'vitest';
import { compareCoreRules, coreRuleNumbers, coreRules } from '../../harness/load/core-rules.js';
import { renderFinding, renderLocation } from '../../harness/messages/index.js';
import { checkCoreRules } from '../../harness/lint/core-rules.js';
import type { Fixture } from '../../schemas/types/generated.js';
import { BASE_ID, readTestFixture } from './helpers.js';

const list = coreRuleNumbers(['356', '356.4', '356.4.f', '356.4.f.1', '356.5', '357', '357.3']);

function lint(numbers: [string, ...string[]]) {
  const fixture: Fixture = readTestFixture(BASE_ID);
  fixture.source.coreRules = numbers;
  return checkCoreRules({ fixture, cards: undefined, ruleIds: new Set(), coreRules: coreRules() });
}

describe('Core Rules numbers', () => {
  it('orders numbers level by level, digits as numbers', () => {
    const sorted = ['356.10', '356.4.f.1', '356.4', '356.9', '356.4.e', '1000'].sort(compareCoreRules);
    expect(sorted).toEqual(['356.4', '356.4.e', '356.4.f.1', '356.9', '356.10', '1000']);
  });

  it('suggests the closest existing parent and the neighbours of a missing number', () => {
    expect(list.has('356.4.f.1')).toBe(true);
    expect(list.has('356.4.g')).toBe(false);
    expect(list.nearest('356.4.g')).toEqual(['356.4', '356.4.f.1', '356.5']);
    expect(list.nearest('357.9')).toEqual(['357', '357.3']);
    expect(list.nearest('100')).toEqual(['356']);
  });

  it('holds the numbers of spec/core-rules.json', () => {
    for (const number of ['337.4', '340.4', '356.4.f.1', '809.1.c', '820.2.a', '135.2.e.5.a'])
      expect(coreRules().has(number), number).toBe(true);
    expect(coreRules().has('337.9')).toBe(false);
  });
});

describe('the coreRules lint', () => {
  it('passes numbers that exist', () => {
    expect(lint(['337.4', '356.4.f.1'])).toEqual([]);
  });

  it('points at each unknown number and names the nearest that exist', () => {
    const findings = lint(['337.4', '337.9', '356.4.f.1', '3564']);
    expect(findings.map((finding) => finding.pointer)).toEqual(['/source/coreRules/1', '/source/coreRules/3']);
    const first = { code: 'fixture/unknown-core-rule' as const, ...findings[0], file: 'cost/x.json' };
    expect(findings[0]?.code).toBe('fixture/unknown-core-rule');
    expect(renderFinding(first)).toMatch(/^"337\.9" is not a rule number of Core Rules v1\.4/);
    expect(renderFinding(first)).toContain('the nearest that exist: 337,');
    expect(renderLocation(first)).toBe('cost/x.json#/source/coreRules/1');
  });
});
