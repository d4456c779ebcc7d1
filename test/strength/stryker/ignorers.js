// @ts-check
/**
 * The Stryker ignorer `rejection-prose`: mutants of what only people read are not mutated, because no observation the
 * contract judges can show them (spec/INTERPRETING.md section 5: the corpus asserts rejection codes, never prose).
 * Stryker reports them as Ignored, with the reason below, and leaves them out of the score.
 *
 * - the facts of a rejection's detail: the second argument of `reject(code, facts)` (the code, its first argument, is
 *   mutated);
 * - the cost trace: the stage name given to `afterStage(progress, stage, total)`, and the `trace` it appends to.
 */
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** The calls whose argument at this index is for people only, with why. */
const PROSE_ARGUMENTS = new Map([
  ['reject', { index: 1, why: "a rejection's facts, read only in its detail sentence; the code is judged" }],
  ['afterStage', { index: 1, why: 'the name of a cost stage, read only in the cost trace' }],
]);

/**
 * @param {import('@babel/core').NodePath} path
 * @returns {string | undefined}
 */
function shouldIgnore(path) {
  const parent = path.parentPath;
  if (parent?.isCallExpression() && path.listKey === 'arguments') {
    const callee = parent.node.callee;
    const prose = callee.type === 'Identifier' ? PROSE_ARGUMENTS.get(callee.name) : undefined;
    if (prose !== undefined && path.key === prose.index) return `rejection-prose: ${prose.why}`;
  }
  if (path.isObjectProperty() && path.node.key.type === 'Identifier' && path.node.key.name === 'trace')
    return 'rejection-prose: the cost trace, which no observation reports';
  return undefined;
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'rejection-prose', { shouldIgnore })];
