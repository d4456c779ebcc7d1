/**
 * The Stryker ignorer of the mutation run (test/strength/stryker/ignorers.js) leaves out only what people read: the
 * facts of a rejection and the cost trace. A rejection's code, and every other argument, is still mutated.
 */
import { parseSync, traverse, type NodePath } from '@babel/core';
import { describe, expect, it } from 'vitest';
import { strykerPlugins } from './stryker/ignorers.js';

const [plugin] = strykerPlugins;

/** The source text of every node the ignorer leaves out (outermost only), with its reason. */
function ignored(source: string): string[] {
  const ast = parseSync(source, { sourceType: 'module', configFile: false, babelrc: false });
  if (ast === null) throw new Error('no syntax tree');
  const found: string[] = [];
  traverse(ast, {
    enter(path: NodePath) {
      const reason = plugin?.value.shouldIgnore(path);
      if (reason === undefined) return;
      found.push(`${source.slice(path.node.start ?? 0, path.node.end ?? 0)} (${reason.split(':')[0]})`);
      path.skip();
    },
  });
  return found;
}

describe('the rejection-prose ignorer', () => {
  it('is the plugin stryker.config.js names', () => {
    expect(plugin?.kind).toBe('Ignore');
    expect(plugin?.name).toBe('rejection-prose');
  });

  it("leaves out a rejection's facts, not its code nor the condition that rejects", () => {
    expect(ignored("if (a > b) result = reject('payment/overpaid', { spent: a, why: a > 1 ? 'x' : 'y' });")).toEqual([
      "{ spent: a, why: a > 1 ? 'x' : 'y' } (rejection-prose)",
    ]);
  });

  it('leaves out the stage name of the cost trace and the trace itself, not the total', () => {
    expect(ignored("const p = afterStage(progress, 'base', addCosts(total, base));")).toEqual([
      "'base' (rejection-prose)",
    ]);
    expect(ignored('const p = { ...progress, total, trace: [...progress.trace, { stage, total }] };')).toEqual([
      'trace: [...progress.trace, { stage, total }] (rejection-prose)',
    ]);
  });

  it('leaves out nothing of other calls, whatever their arguments', () => {
    expect(ignored("emit({ type: 'resource-spent', player }); other('a', { b: 1 }); reject.call(x, 'c', {});")).toEqual(
      [],
    );
  });
});
