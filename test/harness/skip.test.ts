/**
 * An in-process adapter skips a scenario as a stdio adapter does: it returns `{ skipped: { reason, issue? } }` or
 * throws AdapterSkipError. The fixture is not applicable with the adapter's reason, and `serve` passes the skip on.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Implementation, Scenario } from '../../schemas/types/generated.js';
import type { Adapter, AdapterSkip } from '../../harness/adapters/types.js';
import { AdapterSkipError } from '../../harness/index.js';
import { renderFinding } from '../../harness/messages/index.js';
import { serve } from '../../harness/protocol/serve.js';
import { smokeScenario } from '../../harness/protocol/smoke-scenario.js';
import { executeFixture } from '../../harness/run/execute.js';
import { BASE_ID, loadedFixture, testCorpus } from './helpers.js';

const implementation: Implementation = {
  name: 'skips',
  version: '1.0.0',
  language: 'typescript',
  capabilities: ['report.events', 'report.total-cost'],
};

function skipping(run: Adapter['run']): Adapter {
  return { describe: () => implementation, run };
}

async function execute(adapter: Adapter) {
  return executeFixture(loadedFixture(BASE_ID), {
    adapter,
    implementation,
    cards: testCorpus().cards,
    timeoutMs: 1000,
  });
}

/** An AdapterSkipError of another copy of the package: same name and fields, another class. */
class ForeignSkipError extends Error {
  override readonly name = 'AdapterSkipError';
  constructor(readonly reason: string) {
    super(reason);
  }
}

const REASON = 'the engine has no Accelerate yet';

describe('an in-process adapter that skips', () => {
  it.each<[string, Adapter['run']]>([
    ['returns { skipped }', () => ({ skipped: { reason: REASON, issue: 'https://example.org/issues/7' } })],
    ['returns { skipped } from a promise', () => Promise.resolve<AdapterSkip>({ skipped: { reason: REASON } })],
    [
      'throws AdapterSkipError',
      () => {
        throw new AdapterSkipError(REASON);
      },
    ],
    [
      "throws another copy's AdapterSkipError",
      () => {
        throw new ForeignSkipError(REASON);
      },
    ],
  ])('%s: the fixture is not-applicable with its reason', async (_, run) => {
    const result = await execute(skipping(run));
    expect(result).toMatchObject({ status: 'not-applicable', reason: REASON, findings: [] });
  });

  it.each<[string, unknown, string]>([
    ['no reason', { skipped: {} }, '/skipped'],
    ['an empty reason', { skipped: { reason: '' } }, '/skipped/reason'],
    ['a bare string', { skipped: REASON }, '/skipped'],
  ])('with %s is an invalid observation that says where and how to skip', async (_, answer, at) => {
    const result = await execute(skipping(() => answer as AdapterSkip));
    expect(result.status).toBe('error');
    const [finding] = result.findings;
    expect(finding).toMatchObject({ code: 'adapter/invalid-observation', data: { problem: 'skip', at } });
    expect(renderFinding(finding ?? { code: 'adapter/threw' })).toContain('run-result.schema.json');
  });

  it('is told how to skip when it throws instead', async () => {
    const result = await execute(
      skipping(() => {
        throw new Error('not implemented');
      }),
    );
    expect(renderFinding(result.findings[0] ?? { code: 'adapter/threw' })).toContain('AdapterSkipError');
  });
});

describe('serve with an in-process adapter that skips', () => {
  async function served(run: Adapter['run']): Promise<unknown> {
    const input = new PassThrough();
    const output: string[] = [];
    const done = serve(
      skipping(run),
      input,
      (text) => output.push(text),
      () => undefined,
    );
    input.end(`${JSON.stringify({ cmd: 'run', seq: 4, scenario: smokeScenario() satisfies Scenario })}\n`);
    await done;
    return JSON.parse(output.join('')) as unknown;
  }

  it('answers skipped for a returned skip and for AdapterSkipError, with the reason and issue', async () => {
    const issue = 'https://example.org/issues/7';
    expect(await served(() => ({ skipped: { reason: REASON, issue } }))).toEqual({
      seq: 4,
      skipped: { reason: REASON, issue },
    });
    expect(
      await served(() => {
        throw new AdapterSkipError(REASON, issue);
      }),
    ).toEqual({ seq: 4, skipped: { reason: REASON, issue } });
  });
});
