import { afterEach, describe, expect, it } from 'vitest';
import type { Observation } from '../../schemas/types/generated.js';
import { prepareAdapter, type PreparedAdapter } from '../../harness/cli/session.js';
import { renderFinding } from '../../harness/messages/index.js';
import { ProcessAdapter } from '../../harness/protocol/process-adapter.js';
import { smokeScenario } from '../../harness/protocol/smoke-scenario.js';
import { observe } from '../../harness/run/observe.js';
import { ROOT } from './cli-helpers.js';

const prepared: PreparedAdapter[] = [];
afterEach(async () => {
  await Promise.all(prepared.splice(0).map((adapter) => adapter.close()));
});

/** A process adapter whose run never settles and that claims only a short overrun. */
class SilentProcessAdapter extends ProcessAdapter {
  override readonly overrunMs = 20;
  override run(): Promise<Observation> {
    return new Promise(() => undefined);
  }
  // observe() asks a process adapter for its stderr beside the observation: that call never settles either.
  override runKeepingStderr(): Promise<{ readonly observation: Observation }> {
    return new Promise(() => undefined);
  }
}

describe('what the messages of process faults state', () => {
  it('a run over --adapter-command is timed with the limit the user set', async () => {
    const adapter = await prepareAdapter(
      {
        adapter: 'reference',
        adapterCommand: 'node test/fault-adapters/hang.mjs none',
        timeout: '1500',
        maxRestarts: '3',
      },
      ROOT,
    );
    prepared.push(adapter);
    expect(adapter.timeoutMs).toBe(1500);
  });

  it('when the runner gives up on a process adapter, the finding states the limit, not the limit and the overrun', async () => {
    const adapter = new SilentProcessAdapter({ command: 'true' });
    const observed = await observe(adapter, smokeScenario(), 30);
    expect(observed.kind === 'fault' && observed.finding).toEqual({ code: 'adapter/timeout', data: { timeoutMs: 30 } });
  });

  it('a line over the bound is "longer than" it, whether or not a newline came later', () => {
    const message = renderFinding({ code: 'adapter/protocol-error', data: { problem: 'overflow', maxBytes: 1024 } });
    expect(message).toContain('longer than 1024 bytes');
    expect(message).not.toContain('without a newline');
  });
});
