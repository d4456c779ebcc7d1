/** Signals that end a run from outside: held while a report set is put in place. */
const HELD = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** What a held piece of work gave, and the signal that arrived meanwhile, if one did. */
export interface Held<T> {
  readonly value: T;
  readonly signal?: NodeJS.Signals;
}

/**
 * Runs `work` with SIGINT, SIGTERM and SIGHUP held: a signal that arrives meanwhile is recorded, not acted on, so
 * the work (a few renames) is never cut halfway. The caller acts on the signal once the work is done.
 */
export async function holdSignals<T>(work: () => Promise<T>): Promise<Held<T>> {
  let signal: NodeJS.Signals | undefined;
  const listeners = HELD.map((name) => {
    const record = (): void => {
      signal ??= name;
    };
    process.on(name, record);
    return [name, record] as const;
  });
  try {
    const value = await work();
    return signal === undefined ? { value } : { value, signal };
  } finally {
    for (const [name, record] of listeners) process.off(name, record);
  }
}
