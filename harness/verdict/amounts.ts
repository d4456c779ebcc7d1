import type { Cost, Resources } from '../../schemas/types/generated.js';

type Amounts = Resources | Cost;

/** The amounts of a cost or resources as flat entries ([tokens], amount), zeros left out: a missing amount is 0. */
export function amountEntries(value: Amounts | undefined): [string[], number][] {
  const entries: [string[], number][] = [];
  for (const [key, amount] of Object.entries(value ?? {}) as [string, unknown][]) {
    if (typeof amount === 'number') {
      if (amount !== 0) entries.push([[key], amount]);
    } else if (amount !== null && typeof amount === 'object') {
      for (const [sub, inner] of Object.entries(amount as Record<string, number>))
        if (inner !== 0) entries.push([[key, sub], inner]);
    }
  }
  return entries;
}

/** The first amount on which two costs or resources differ, as pointer tokens (['power', 'fury']), or undefined. */
export function firstAmountDifference(
  expected: Amounts | undefined,
  observed: Amounts | undefined,
): string[] | undefined {
  const read = (entries: [string[], number][]) =>
    new Map(entries.map(([tokens, amount]) => [tokens.join('/'), { tokens, amount }]));
  const want = read(amountEntries(expected));
  const got = read(amountEntries(observed));
  for (const [key, { tokens, amount }] of want) if (got.get(key)?.amount !== amount) return tokens;
  for (const [key, { tokens }] of got) if (!want.has(key)) return tokens;
  return undefined;
}

/** Whether two costs or resources hold the same amounts, reading a missing amount as 0. */
export function sameAmounts(expected: Amounts | undefined, observed: Amounts | undefined): boolean {
  return firstAmountDifference(expected, observed) === undefined;
}

/** A cost or resources without its zero amounts, for display and comparison. */
export function sparseAmounts(value: Amounts | undefined): Record<string, number | Record<string, number>> {
  const result: Record<string, number | Record<string, number>> = {};
  for (const [tokens, amount] of amountEntries(value)) {
    const [key = '', sub] = tokens;
    if (sub === undefined) {
      result[key] = amount;
      continue;
    }
    const inner = result[key];
    result[key] = { ...(typeof inner === 'object' ? inner : {}), [sub]: amount };
  }
  return result;
}

/** The amount at pointer tokens (['power', 'fury']) of a cost or resources, a missing amount read as 0. */
export function amountAt(value: Amounts | undefined, tokens: readonly string[]): number {
  const key = tokens.join('/');
  return amountEntries(value).find(([entry]) => entry.join('/') === key)?.[1] ?? 0;
}
