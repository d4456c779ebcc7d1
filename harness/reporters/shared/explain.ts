/** Options of `run` that `explain` does not take: each is followed by a value unless written --option=value. */
const RUN_ONLY = new Set([
  '--jobs',
  '--out',
  '--reporter',
  '--baseline',
  '--shard',
  '--min-pass',
  '--rule',
  '--chapter',
  '--id',
  '--requires',
]);

/** Options of `run` without a value that `explain` does not take. */
const RUN_ONLY_FLAGS = new Set(['--json']);

/** Shell words of a command line as the harness quotes it (plain words, '...' quoting, \' escapes). */
function words(command: string): string[] {
  return command.match(/(?:'[^']*'|\\'|[^\s'\\]+)+/g) ?? [];
}

/** Quotes a word for a POSIX shell when it needs it. */
function quote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * The command that reruns one fixture of a run alone and shows it in full: the run's command with `explain <id>` for
 * `run`, keeping the adapter and corpus options and dropping the run's own (filters, reporters, --out...).
 */
export function explainCommand(command: string, id: string): string {
  const all = words(command);
  const at = all.indexOf('run');
  if (at < 0) return `riftbound-conformance explain ${quote(id)}`;
  const kept: string[] = [...all.slice(0, at), 'explain', quote(id)];
  const rest = all.slice(at + 1);
  for (let i = 0; i < rest.length; i += 1) {
    const word = rest[i] ?? '';
    const name = word.split('=')[0] ?? word;
    if (RUN_ONLY_FLAGS.has(word)) continue;
    if (RUN_ONLY.has(name)) {
      if (!word.includes('=')) i += 1;
      continue;
    }
    kept.push(word);
  }
  return kept.join(' ');
}
