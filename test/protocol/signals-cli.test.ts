/**
 * SIGINT, SIGTERM and SIGHUP stop smoke, doctor, explain and fuzz as they stop run: the adapter's whole process group
 * is killed, stderr says what was interrupted and what to do next, and the exit code is 128 + the signal.
 */
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { engineAdapterModule } from './cli-helpers.js';
import { alive, processWork, startCli, waitFor } from './cli-process.js';

const work = processWork();
const { leftBehind } = work;

/** A fixture of the package corpus the reference engine passes. */
const FIXTURE = 'cost-any-power-discount-reduces-deflect';
/** The scenario smoke sends (harness/protocol/smoke-scenario.ts). */
const SMOKE_SCENARIO = 'pay-smoke-unit-paid-with-two-runes';
const EXIT_CODES = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;

/** A stdio adapter that hangs on `target` (`*`: every scenario), with a child of its own, and names both pids. */
const hanging = (target: string) => ['--adapter-command', `node test/fault-adapters/hang-marked.mjs '${target}'`];

const CASES = [
  ['smoke', 'SIGINT', ['smoke', ...hanging(SMOKE_SCENARIO)], 'smoke stopped'],
  ['doctor', 'SIGTERM', ['doctor', '--id', FIXTURE, ...hanging(FIXTURE)], 'doctor stopped after 0 of 1 fixtures'],
  ['explain', 'SIGHUP', ['explain', FIXTURE, ...hanging(FIXTURE)], `explain ${FIXTURE} stopped`],
  ['fuzz', 'SIGTERM', ['fuzz', '--runs', '5', '--seed', '7', ...hanging('*')], 'fuzz stopped'],
] as const;

describe.each(CASES)('%s, stopped by %s while the adapter hangs', (name, signal, args, said) => {
  it('kills the adapter and what it started, says so, and exits 128 + the signal', { timeout: 120_000 }, async () => {
    const mark = join(work.dir, `${name}-${signal}.txt`);
    const { child, ended } = startCli([...args, '--timeout', '300000'], { HANG_MARK: mark });
    const pids = (await waitFor(mark, 90_000)).trim().split(' ').map(Number);
    leftBehind.push(...pids);
    expect(alive(pids)).toHaveLength(2);
    child.kill(signal);
    const { code, stderr } = await ended;
    const text = stripVTControlCharacters(stderr);
    expect(code).toBe(EXIT_CODES[signal]);
    expect(alive(pids)).toEqual([]);
    expect(text).toContain(`Interrupted by ${signal}: ${said}`);
    expect(text).toContain('The adapter and every process it started are stopped.');
    if (name === 'fuzz') expect(text).toContain('Repeat the same scenarios: riftbound-conformance fuzz');
    if (name === 'fuzz') expect(text).toContain('--seed 7');
  });
});

describe('explain with an in-process adapter that never answers, stopped by SIGINT', () => {
  it('says what was interrupted and exits 130', { timeout: 120_000 }, async () => {
    const mark = join(work.dir, 'in-process.txt');
    const body = `writeFileSync(${JSON.stringify(mark)}, 'running\\n'); return new Promise(() => setInterval(() => {}, 60000))`;
    const adapter = engineAdapterModule(work.dir, 'never', body, "import { writeFileSync } from 'node:fs';\n");
    const { child, ended } = startCli(['explain', FIXTURE, '--adapter', adapter, '--timeout', '300000']);
    await waitFor(mark, 90_000);
    child.kill('SIGINT');
    const { code, stderr } = await ended;
    expect(code).toBe(130);
    expect(stripVTControlCharacters(stderr)).toContain(`Interrupted by SIGINT: explain ${FIXTURE} stopped`);
  });
});
