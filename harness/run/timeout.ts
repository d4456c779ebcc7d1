/** How a call ended: with a value, by throwing, or by not settling in time. */
export type Settled<T> =
  | { readonly kind: 'value'; readonly value: T }
  | { readonly kind: 'threw'; readonly error: unknown }
  | { readonly kind: 'timeout' };

/**
 * Calls `work` and waits at most `ms` for it to settle. A synchronous endless loop cannot be interrupted in process;
 * a promise that never settles can.
 */
export async function settleWithin<T>(work: () => T | Promise<T>, ms: number): Promise<Settled<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Settled<T>>((resolve) => {
    timer = setTimeout(() => {
      resolve({ kind: 'timeout' });
    }, ms);
  });
  const run = Promise.resolve()
    .then(work)
    .then(
      (value): Settled<T> => ({ kind: 'value', value }),
      (error: unknown): Settled<T> => ({ kind: 'threw', error }),
    );
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
