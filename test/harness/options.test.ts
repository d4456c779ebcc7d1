import { describe, expect, it } from 'vitest';
import { nonNegativeInteger, positiveInteger } from '../../harness/cli/options.js';
import { UsageError } from '../../harness/messages/usage-error.js';

function refusal(read: () => number): UsageError {
  try {
    read();
  } catch (error) {
    if (error instanceof UsageError) return error;
  }
  throw new Error('no usage error');
}

describe('whole-number options', () => {
  it('reads positive and non-negative numbers', () => {
    expect(positiveInteger('--timeout', '250')).toBe(250);
    expect(nonNegativeInteger('--max-restarts', '0')).toBe(0);
    expect(nonNegativeInteger('--max-restarts', '3')).toBe(3);
  });

  it.each([
    ['--timeout', '0', 1, () => positiveInteger('--timeout', '0')],
    ['--timeout', '1.5', 1, () => positiveInteger('--timeout', '1.5')],
    ['--max-restarts', '-1', 0, () => nonNegativeInteger('--max-restarts', '-1')],
    ['--max-restarts', 'many', 0, () => nonNegativeInteger('--max-restarts', 'many')],
  ])('refuses %s %s with the least value it takes', (option, value, min, read) => {
    const error = refusal(read);
    expect(error.code).toBe('usage/invalid-number');
    expect(error.data).toEqual({ option, value, min });
  });
});
