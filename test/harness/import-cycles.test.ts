/** No import cycle in harness/ or engine/: every relative import counts, type-only and dynamic ones too. */
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { findCycles, importGraph, importSpecifiers, readSources } from '../../scripts/import-cycles.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('import cycles', () => {
  test('harness/ and engine/ have none', () => {
    const sources = readSources(root, ['harness', 'engine']);
    // The walk found the two trees, so an empty answer means something.
    expect(sources.has('harness/index.ts') && sources.has('engine/rule-table.ts')).toBe(true);
    expect(findCycles(importGraph(sources))).toEqual([]);
  });

  test('a cycle through a type-only import, a re-export or a dynamic import is found', () => {
    const files = new Map([
      ['a/table.ts', "import type { Session } from './session.js';\nexport interface Table { s: Session }"],
      ['a/session.ts', "export { helper } from './helper.js';\nexport class Session {}"],
      ['a/helper.ts', "export const helper = () => import('./table.js');"],
      ['a/leaf.ts', "import type { Table } from './table.js';"],
      ['b/self.ts', "import { x } from './self.js';\nexport const x = 1;"],
    ]);
    expect(findCycles(importGraph(files))).toEqual([['a/helper.ts', 'a/session.ts', 'a/table.ts'], ['b/self.ts']]);
  });

  test('reads every form of relative import, and no package import', () => {
    const text = [
      "import a from './a.js';",
      "import type { B } from '../b.js';",
      "export * from './c/index.js';",
      "const d = await import('./d.js');",
      "type E = import('./e.js').E;",
      "import { f } from 'vitest';",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a.js', '../b.js', './c/index.js', './d.js', './e.js']);
  });
});
