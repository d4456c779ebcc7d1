/** Decision-point queries (spec/INTERPRETING.md 4.8): schema, capabilities, judging, both adapter routes, reports. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Fixture, Implementation, QueryReply, Report } from '../../schemas/types/generated.js';
import type { Adapter, QueryRequest } from '../../harness/adapters/types.js';
import reference from '../../engine/adapter.js';
import { loadCatalogue } from '../../harness/load/catalogue.js';
import { coreRuleNumbers } from '../../harness/load/core-rules.js';
import { loadCorpus, type LoadedFixture } from '../../harness/load/corpus.js';
import { capabilityUses } from '../../harness/lint/capability-uses.js';
import { checkRequirements } from '../../harness/lint/requirements.js';
import { executeFixture } from '../../harness/run/execute.js';
import { validateDocument } from '../../harness/schema/validators.js';
import { buildReport } from '../../harness/report/build.js';
import { renderHtml } from '../../harness/reporters/html.js';
import { renderJunit } from '../../harness/reporters/junit.js';
import { renderMarkdown } from '../../harness/reporters/markdown.js';
import { ROOT } from './helpers.js';
import { countTags, renderMarkdownHtml } from '../escape/render-markdown.js';
import { Readable } from 'node:stream';
import { serve } from '../../harness/protocol/serve.js';
import { buildScenario } from '../../harness/scenario/build.js';

const BUCCANEER = 'cost-query-brazen-buccaneer-discount-shown-before-the-play';
const POOL = 'pool-query-energy-gone-at-main-start';
const corpus = loadCorpus({ fixtures: join(ROOT, 'fixtures'), cwd: ROOT });
const cards = corpus.cards;

function loaded(id: string): LoadedFixture {
  const found = corpus.fixtures.find((entry) => entry.fixture.id === id);
  if (!found) throw new Error(`no fixture ${id}`);
  return found;
}

function readFixture(id: string): Fixture {
  return structuredClone(loaded(id).fixture);
}

/** The reference adapter, its queries' replies changed by `tamper`, and its capabilities changed by `capabilities`. */
function adapter(
  tamper: (reply: QueryReply) => QueryReply = (reply) => reply,
  capabilities?: (held: Implementation['capabilities']) => Implementation['capabilities'],
  withQuery = true,
): Adapter & { implementation: Implementation } {
  const described = reference.describe();
  const implementation = {
    ...described,
    capabilities: capabilities ? capabilities(described.capabilities) : described.capabilities,
  };
  const query = (request: QueryRequest) => tamper(structuredClone(reference.query(request)));
  return {
    implementation,
    describe: () => implementation,
    run: (scenario) => reference.run(scenario),
    ...(withQuery ? { query } : {}),
  };
}

async function execute(id: string, fake: ReturnType<typeof adapter>) {
  return executeFixture(loaded(id), { adapter: fake, implementation: fake.implementation, cards, timeoutMs: 10_000 });
}

describe('the schemas', () => {
  it('take queries in then and on a step, and refuse an answer that says nothing', () => {
    expect(validateDocument('fixture', readFixture(BUCCANEER))).toEqual([]);
    expect(validateDocument('fixture', readFixture(POOL))).toEqual([]);
    const empty = readFixture(BUCCANEER);
    const first = empty.then.queries?.[0];
    if (first) first.answer = {};
    expect(validateDocument('fixture', empty)).not.toEqual([]);
    const unknown = readFixture(BUCCANEER) as unknown as { then: { queries: { ask: { kind: string } }[] } };
    if (unknown.then.queries[0]) unknown.then.queries[0].ask.kind = 'cheapest';
    expect(validateDocument('fixture', unknown)).not.toEqual([]);
  });

  it('define the protocol query message and its reply', () => {
    const scenario = {
      id: BUCCANEER,
      title: 't',
      rules: [],
      requires: [],
      given: { turn: { number: 1, activePlayer: 'p1', phase: 'main' }, players: { p1: {}, p2: {} } },
      when: [],
      cards: [],
    };
    const queries = [{ kind: 'playable-cards', player: 'p1' }];
    expect(validateDocument('query', { cmd: 'query', seq: 3, scenario, queries })).toEqual([]);
    expect(validateDocument('query', { cmd: 'query', seq: 3, scenario, queries: [] })).not.toEqual([]);
    const reply = { answers: [{ playableCards: ['lr1'] }], state: scenario.given };
    expect(validateDocument('queryResult', { seq: 3, reply })).toEqual([]);
    expect(
      validateDocument('queryResult', { seq: 3, reply: { answers: [{ playable: 'yes' }], state: scenario.given } }),
    ).not.toEqual([]);
  });
});

describe('the capabilities a query needs', () => {
  const catalogue = loadCatalogue(join(ROOT, 'fixtures/cards/catalogue.json'), 'catalogue.json').cards;
  if (!catalogue) throw new Error('the catalogue does not load');

  it('are derived from the queries asked: each kind, and the keyword or card option its choices use', () => {
    const used = new Set(capabilityUses(readFixture(BUCCANEER), catalogue).map((use) => use.capability));
    for (const capability of [
      'query.playable',
      'query.total-cost',
      'query.can-pay',
      'query.playable-cards',
      'cost.card-options',
    ])
      expect(used.has(capability as never), capability).toBe(true);
    const flow = new Set(
      capabilityUses(readFixture('flow-query-dredge-up-from-the-trash'), catalogue).map((u) => u.capability),
    );
    expect(flow.has('keyword.flow')).toBe(true);
    const twoDomains = readFixture(BUCCANEER);
    twoDomains.given.players.p1?.hand?.push({ id: 'sh1', card: 'TST-021' });
    twoDomains.then.queries?.push({
      ask: { kind: 'total-cost', player: 'p1', card: 'sh1' },
      answer: { totalCost: { energy: 3 } },
    });
    const multi = capabilityUses(twoDomains, catalogue).filter((use) => use.capability === 'cards.multi-domain');
    expect(multi.map((use) => use.pointer)).toEqual(['/then/queries/7/ask']);
    const noQueries = readFixture(BUCCANEER);
    delete noQueries.then.queries;
    expect(capabilityUses(noQueries, catalogue).some((use) => use.capability.startsWith('query.'))).toBe(false);
  });

  it('are held by the lint: a fixture asking a query it does not require is refused', () => {
    const fixture = readFixture(BUCCANEER);
    fixture.requires = fixture.requires.filter((capability) => capability !== 'query.can-pay');
    const findings = checkRequirements({
      fixture,
      cards: catalogue,
      ruleIds: new Set(),
      coreRules: coreRuleNumbers([]),
    });
    expect(findings.map((finding) => [finding.code, finding.data?.capability])).toContainEqual([
      'fixture/missing-requirement',
      'query.can-pay',
    ]);
  });
});

describe('judging the answers', () => {
  it('passes the reference engine, and keeps every query asked for the reports', async () => {
    const result = await execute(POOL, adapter());
    expect(result.status).toBe('pass');
    expect(result.queries?.map((query) => [query.pointer, query.agrees])).toEqual([
      ['/then/queries/0', true],
      ['/then/queries/1', true],
      ['/then/steps/0/queries/0', true],
      ['/then/steps/0/queries/1', true],
      ['/then/steps/0/queries/2', true],
    ]);
  });

  it('fails a wrong answer at its pointer, whatever the play did', async () => {
    const result = await execute(
      POOL,
      adapter((reply) => ({ ...reply, answers: reply.answers.map((a) => ('canPay' in a ? { canPay: true } : a)) })),
    );
    expect(result.status).toBe('fail');
    expect(result.findings[0]).toMatchObject({
      code: 'verdict/query-answer',
      pointer: '/then/steps/0/queries/0/answer',
      expected: { canPay: false },
      observed: { canPay: true },
    });
    expect(result.queries?.at(-1)?.agrees).toBe(false);
  });

  it('fails a playable no with another code than the rules give', async () => {
    const result = await execute(
      POOL,
      adapter((reply) => ({
        ...reply,
        answers: reply.answers.map((a) =>
          'playable' in a ? { playable: false, code: 'payment/unpayable' as const } : a,
        ),
      })),
    );
    expect(result.findings[0]).toMatchObject({ code: 'verdict/query-answer', pointer: '/then/queries/1/answer' });
  });

  it('reads a set of playable cards in any order', async () => {
    const result = await execute(
      'pool-query-what-the-pool-holds-pays',
      adapter((reply) => ({
        ...reply,
        answers: reply.answers.map((a) => (a.playableCards ? { playableCards: [...a.playableCards].reverse() } : a)),
      })),
    );
    expect(result.status).toBe('pass');
  });

  it('fails queries that changed the state', async () => {
    const result = await execute(
      POOL,
      adapter((reply) => {
        const p1 = reply.state.players.p1;
        if (p1) p1.pool = { energy: 5 };
        return reply;
      }),
    );
    expect(result.status).toBe('fail');
    expect(result.findings[0]).toMatchObject({ code: 'verdict/query-changed-state', pointer: '/then/queries' });
  });

  it('gives not-applicable to an engine without a query capability, or without a query method whatever it declares', async () => {
    const lacking = await execute(
      POOL,
      adapter(undefined, (held) => held.filter((c) => c !== 'query.can-pay')),
    );
    expect(lacking.status).toBe('not-applicable');
    expect(lacking.reason).toContain('query.can-pay');
    const methodless = await execute(POOL, adapter(undefined, undefined, false));
    expect(methodless.status).toBe('not-applicable');
    expect(methodless.reason).toContain('query.playable');
  });

  it('refuses a reply with an answer missing', async () => {
    const result = await execute(
      POOL,
      adapter((reply) => ({ ...reply, answers: reply.answers.slice(1) })),
    );
    expect(result.status).toBe('error');
    expect(result.findings[0]?.code).toBe('adapter/invalid-observation');
  });
});

describe('the reports', () => {
  const HOSTILE = '<script>alert(1)</script>]]><evil/>\u001b[2J\u202e| a | b |\r\r# H1';

  it('show a hostile query string escaped in HTML, JUnit and Markdown', async () => {
    const result = await execute(POOL, adapter());
    const tampered = {
      ...result,
      queries: (result.queries ?? []).map((q) => ({ ...q, ask: HOSTILE, observed: HOSTILE })),
    };
    const report: Report = buildReport({
      results: [tampered],
      implementation: reference.describe(),
      corpus: { hash: 'x', fileCount: 1 },
      command: 'run',
      startedAt: new Date(0),
      finishedAt: new Date(0),
    });
    expect(report.results[0]?.queries?.[0]?.ask).toBe(HOSTILE);
    const html = renderHtml(report);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const junit = renderJunit(report);
    expect(junit).not.toContain('<evil/>');
    expect(junit).not.toContain('\u001b');
    expect(junit).toContain('name="queries"');
    const failing = { ...report, results: report.results.map((r) => ({ ...r, status: 'fail' as const })) };
    const markdown = renderMarkdown(failing);
    expect(markdown).toContain('query:');
    const rendered = renderMarkdownHtml(markdown);
    for (const tag of ['script', 'evil', 'h1']) expect(countTags(rendered, tag), tag).toBe(0);
    expect(markdown).not.toContain('\u001b');
  });
});

describe('the protocol route', () => {
  it('serve answers a query message with the in-process answers, and an adapter without query with errored', async () => {
    const { scenario, queries } = queryRequest(POOL);
    const lines = [
      JSON.stringify({ cmd: 'start', version: 1 }),
      JSON.stringify({ cmd: 'query', seq: 7, scenario, queries }),
      JSON.stringify({ cmd: 'stop' }),
    ];
    const served = await serveLines(reference, lines);
    expect(served[1]).toEqual({ seq: 7, reply: reference.query({ scenario, queries }) });
    const runOnly: Adapter = { describe: () => reference.describe(), run: (scenario) => reference.run(scenario) };
    const refused = await serveLines(runOnly, lines);
    expect(refused[1]).toMatchObject({ seq: 7, errored: { message: 'the adapter has no query method' } });
  });
});

/** The scenario of a fixture cut before its steps, and its queries in given. */
function queryRequest(id: string): QueryRequest {
  const entry = loaded(id);
  const scenario = buildScenario(entry.fixture, cards);
  return { scenario: { ...scenario, when: [] }, queries: (entry.fixture.then.queries ?? []).map((q) => q.ask) };
}

/** What serve writes, line by line as JSON, for these input lines. */
async function serveLines(served: Adapter, lines: readonly string[]): Promise<unknown[]> {
  const out: string[] = [];
  await serve(
    served,
    Readable.from(lines.map((line) => `${line}\n`)),
    (text) => out.push(text),
    () => undefined,
  );
  return out
    .join('')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
}
