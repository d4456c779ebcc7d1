import { Minimatch } from 'minimatch';

/**
 * A matcher for a glob on IDs (`pay-*`, `cost-{a,b}-*`): minimatch, the dialect glob uses to find fixture files, so
 * `--fixtures` and `--id` read globs alike.
 */
export function idMatcher(glob: string): (id: string) => boolean {
  const matcher = new Minimatch(glob);
  return (id) => matcher.match(id);
}
