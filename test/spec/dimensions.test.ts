/** spec/dimensions.json: every clause once, valid against its schema, carried into spec/rules.json, reasons only for listed dimensions. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withDimensions, type RuleEntry } from '../../scripts/rules-index.js';
import { BASE, createAjv, readJson } from './schema-registry.js';

interface ClauseDimensions {
  clauses: Record<string, { dimensions: string[]; reasons?: Record<string, string> }>;
}

const document = readJson('spec/dimensions.json') as ClauseDimensions;
const rules = (readJson('spec/rules.json') as { rules: { id: string; dimensions: string[] }[] }).rules;
const list = (readJson('spec/lists/dimensions.schema.json') as { oneOf: { const: string }[] }).oneOf.map(
  (entry) => entry.const,
);
const names = (readJson('schemas/dimensions.schema.json') as { $defs: { dimension: { enum: string[] } } }).$defs
  .dimension.enum;

describe('spec/dimensions.json', () => {
  it('is valid against schemas/dimensions.schema.json', () => {
    const validate = createAjv().getSchema(`${BASE}schemas/dimensions.schema.json`);
    expect(validate?.(document), JSON.stringify(validate?.errors)).toBe(true);
  });

  it('has one entry per clause of the spec, in spec order', () => {
    expect(Object.keys(document.clauses)).toEqual(rules.map((rule) => rule.id));
  });

  it('names exactly the dimensions of the list, in list order', () => {
    const prefixes = [...new Set(list.map((value) => value.split('.')[0]))];
    expect(names).toEqual(prefixes);
  });

  it('is carried into spec/rules.json', () => {
    for (const rule of rules) expect(rule.dimensions).toEqual(document.clauses[rule.id]?.dimensions);
  });

  it('gives each reason at least a sentence', () => {
    for (const entry of Object.values(document.clauses))
      for (const reason of Object.values(entry.reasons ?? {})) expect(reason).toMatch(/^[A-Z].{19,}\.$/);
  });
});

describe('withDimensions', () => {
  const rule: RuleEntry = { id: 'cost.x', chapter: 'cost', text: 't', source: 's', coreRules: '355', pinnedBy: 'p' };

  function specWith(clauses: unknown): string {
    const dir = mkdtempSync(join(tmpdir(), 'dimensions-'));
    writeFileSync(join(dir, 'dimensions.json'), JSON.stringify({ $schema: 'x', clauses }));
    return dir;
  }

  function attempt(clauses: unknown): () => unknown {
    const dir = specWith(clauses);
    return () => {
      try {
        return withDimensions([rule], dir);
      } finally {
        rmSync(dir, { recursive: true });
      }
    };
  }

  it('adds each clause its dimensions and reasons', () => {
    const reasons = { 'zone.battlefield': 'No permanent of this clause can be at a battlefield.' };
    expect(attempt({ 'cost.x': { dimensions: ['zone'], reasons } })()).toEqual([
      { ...rule, dimensions: ['zone'], reasons },
    ]);
  });

  it('refuses a clause without an entry, an entry without a clause, and a reason for an unlisted dimension', () => {
    expect(attempt({})).toThrow(/cost\.x has no entry/);
    expect(attempt({ 'cost.x': { dimensions: [] }, 'cost.y': { dimensions: [] } })).toThrow(/no clause .* cost\.y/);
    expect(attempt({ 'cost.x': { dimensions: [], reasons: { 'zone.base': 'A reason of some length.' } } })).toThrow(
      /zone\.base, of a dimension the clause does not list/,
    );
  });
});
