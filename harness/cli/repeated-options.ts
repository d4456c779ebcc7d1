import type { Command, Option } from 'commander';
import { UsageError } from '../messages/usage-error.js';

/** How often `option` appears in `argv` before a `--` (as `--name`, `--name=value`, `-x` or `-x=value`). */
function occurrences(option: Option, argv: readonly string[]): number {
  const end = argv.indexOf('--');
  const flags = [option.long, option.short].filter((flag): flag is string => flag !== undefined);
  return (end === -1 ? argv : argv.slice(0, end)).filter((token) =>
    flags.some((flag) => token === flag || token.startsWith(`${flag}=`)),
  ).length;
}

/**
 * Refuses an option that takes one value but was given more than once: commander would keep only the last, and a run
 * of `--fixtures a --fixtures b` would silently test b alone. Options that collect their values into a list
 * (`--rule`, `--chapter`, `--reporter`, ...) and flags without a value may repeat.
 */
export function refuseRepeatedOptions(command: Command, argv: readonly string[]): void {
  for (const option of command.options) {
    const takesValue = option.required || option.optional;
    const collects = Array.isArray(command.getOptionValue(option.attributeName()));
    if (!takesValue || collects) continue;
    const count = occurrences(option, argv);
    if (count > 1) throw new UsageError('usage/option-repeated', { option: option.long ?? option.flags, count });
  }
}
