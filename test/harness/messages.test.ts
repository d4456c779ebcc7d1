import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FINDING_CODES } from '../../harness/load/lists.js';
import { renderFinding, renderLocation } from '../../harness/messages/index.js';

const readme = readFileSync(new URL('../../harness/README.md', import.meta.url), 'utf8');

describe('messages', () => {
  it.each(FINDING_CODES)('%s has a message and a row in harness/README.md', (code) => {
    const message = renderFinding({ code, data: {} });
    expect(message.length).toBeGreaterThan(20);
    expect(message).not.toContain('undefined');
    expect(readme).toMatch(new RegExp(`^\\| \`${code}\` +\\|`, 'm'));
  });

  it('locates a finding by file, line, column and pointer', () => {
    expect(renderLocation({ code: 'fixture/parse-error', file: 'cost/x.json', line: 3, column: 7 })).toBe(
      'cost/x.json:3:7',
    );
    expect(renderLocation({ code: 'fixture/schema', file: 'cost/x.json', pointer: '/when/0' })).toBe(
      'cost/x.json#/when/0',
    );
  });
});
