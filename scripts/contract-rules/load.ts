/** Reads what the contract's rule table is checked against: the contract, the table, the fixtures and Core Rules. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'glob';
import { coreRules } from '../../harness/load/core-rules.js';
import type { ContractRules } from '../../schemas/types/generated.js';
import { contractSentences, type ContractSentence } from './split.js';
import type { CitingFixture } from './suggest.js';
import type { ContractSentenceRow, Known } from './table.js';

/** The contract's sentences, the table's rows and the names they may use. */
export interface ContractRulesInput {
  readonly sentences: readonly ContractSentence[];
  readonly rows: readonly ContractSentenceRow[];
  readonly retired: readonly string[];
  readonly known: Known;
}

export const CONTRACT_FILE = 'spec/INTERPRETING.md';
export const TABLE_FILE = 'spec/contract-rules.json';

/** The fixtures of the corpus (the catalogue left out): each one's ID and cited Core Rules numbers. */
export function citingFixtures(root: string): CitingFixture[] {
  const files = globSync('fixtures/*/*.json', { cwd: root, ignore: ['fixtures/cards/**'] }).sort();
  return files.map((file) => {
    const fixture = JSON.parse(readFileSync(join(root, file), 'utf8')) as {
      id: string;
      source: { coreRules: string[] };
    };
    return { id: fixture.id, coreRules: fixture.source.coreRules };
  });
}

/** The table as written (validated by the schema in test/spec/contract-rules.test.ts). */
export function readContractRules(root: string): ContractRules {
  return JSON.parse(readFileSync(join(root, TABLE_FILE), 'utf8')) as ContractRules;
}

export function loadContractRulesInput(root: string): ContractRulesInput {
  const fixtures = new Set(citingFixtures(root).map((fixture) => fixture.id));
  const table = readContractRules(root);
  return {
    sentences: contractSentences(readFileSync(join(root, CONTRACT_FILE), 'utf8')),
    rows: table.sentences,
    retired: table.retired ?? [],
    known: { fixture: (id) => fixtures.has(id), coreRule: (number) => coreRules().has(number) },
  };
}
