/**
 * A small, independent reading of spec/INTERPRETING.md sections 2.3 and 5 for the engine's own tests: it builds the
 * scenario a runner hands an adapter and lists every divergence between an observation and a fixture's `then`.
 * The harness's comparator is the one that judges; this one only keeps the engine's tests self-contained.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Fixture, Observation, Scenario, State } from '../../../schemas/types/generated.js';
import { fromState, toState } from '../../../engine/state/normalize.js';
import { CATALOGUE } from './catalogue.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = Record<string, Json>;
const ORDERED = new Set(['mainDeck', 'runeDeck', 'chain']);

const FIXTURES = new URL('../../../fixtures/', import.meta.url);

/** Every fixture of the corpus, by file. */
export function loadFixtures(): { file: string; fixture: Fixture }[] {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'cards')
    .flatMap((dir) =>
      readdirSync(join(FIXTURES.pathname, dir.name))
        .filter((name) => name.endsWith('.json'))
        .map((name) => {
          const file = join(FIXTURES.pathname, dir.name, name);
          return { file, fixture: JSON.parse(readFileSync(file, 'utf8')) as Fixture };
        }),
    );
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** The given state with every default filled in. */
export function completeGiven(fixture: Fixture): State {
  return toState(fromState(fixture.given));
}

/** What an adapter receives: the fixture without its expectations, completed, with its cards, deep-frozen. */
export function buildScenario(fixture: Fixture): Scenario {
  const given = completeGiven(fixture);
  const used = new Set(JSON.stringify(given).match(/[A-Z]{3}-\d{3}/g) ?? []);
  const cards = CATALOGUE.filter((card) => used.has(card.id)).map((card) => structuredClone(card)) as Scenario['cards'];
  const { id, title, rules, requires, when } = fixture;
  return deepFreeze({ id, title, rules, requires, given, when: structuredClone(when), cards });
}

const AMOUNT =
  /^(energy|universal|discard|kill|any|(fury|calm|mind|body|chaos|order)(\|(fury|calm|mind|body|chaos|order))*)$/;

/** A value with zero amounts and empty power dropped, since an amount left out reads as 0. */
function canonical(value: Json): Json {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) {
    const c = canonical(child);
    const zeroAmount = AMOUNT.test(key) && c === 0;
    const emptyPower = key === 'power' && c !== null && typeof c === 'object' && Object.keys(c).length === 0;
    if (!zeroAmount && !emptyPower) out[key] = c;
  }
  return out;
}

const same = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a as Json)) === JSON.stringify(canonical(b as Json));

function matchesItem(pattern: Json, item: Json): boolean {
  if (typeof pattern === 'string') return (item as JsonObject).id === pattern;
  return Object.entries(pattern as JsonObject).every(([key, value]) => same(value, (item as JsonObject)[key]));
}

function matchCollection(pattern: Json, observed: Json[], ordered: boolean): boolean {
  if (Array.isArray(pattern)) {
    if (pattern.length !== observed.length) return false;
    if (ordered) return pattern.every((p, i) => matchesItem(p, observed[i] ?? null));
    return pattern.every((p) => observed.some((item) => matchesItem(p, item)));
  }
  const { includes = [], excludes = [], count } = pattern as { includes?: Json[]; excludes?: string[]; count?: number };
  return (
    includes.every((p) => observed.some((item) => matchesItem(p, item))) &&
    excludes.every((id) => !observed.some((item) => (item as JsonObject).id === id)) &&
    (count === undefined || observed.length === count)
  );
}

function matchObject(pattern: JsonObject, observed: JsonObject, path: string, out: string[]): void {
  for (const [key, value] of Object.entries(pattern)) {
    const seen = observed[key] ?? null;
    if (key === 'pool') {
      if (!same(value, seen)) out.push(`${path}/pool`);
    } else if (Array.isArray(seen)) {
      if (!matchCollection(value, seen, ORDERED.has(key))) out.push(`${path}/${key}`);
    } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      matchObject(value, (seen ?? {}) as JsonObject, `${path}/${key}`, out);
    } else if (!same(value, seen)) {
      out.push(`${path}/${key}`);
    }
  }
}

const eventMatches = (pattern: Json, event: Json): boolean =>
  Object.entries(pattern as JsonObject).every(([key, value]) => same(value, (event as JsonObject)[key]));

function matchEvents(patterns: Json[], events: Json[], mode: string): boolean {
  if (mode === 'exact')
    return patterns.length === events.length && patterns.every((p, i) => eventMatches(p, events[i] ?? null));
  if (mode === 'contiguous') {
    return events.some((_e, start) => patterns.every((p, i) => eventMatches(p, events[start + i] ?? null)));
  }
  let at = 0;
  for (const event of events) if (at < patterns.length && eventMatches(patterns[at] ?? null, event)) at += 1;
  return at === patterns.length;
}

/** Every divergence of the observation from the fixture's `then`, as JSON Pointers into the fixture. */
export function divergences(fixture: Fixture, observation: Observation): string[] {
  const out: string[] = [];
  const then = fixture.then;
  if (observation.steps.length !== fixture.when.length) return ['/when (step count)'];
  let previous: unknown = completeGiven(fixture);
  observation.steps.forEach((step, i) => {
    const expected = then.steps[i];
    const at = `/then/steps/${i}`;
    if (!expected) return;
    if (step.outcome !== expected.outcome) out.push(`${at}/outcome`);
    if (expected.code !== undefined && step.code !== expected.code) out.push(`${at}/code (${step.code ?? 'none'})`);
    if (step.outcome === 'rejected' && !same(toState(fromState(step.state)), previous))
      out.push(`${at} (not rolled back)`);
    if (expected.totalCost !== undefined && !same(expected.totalCost, step.totalCost ?? null))
      out.push(`${at}/totalCost`);
    if (expected.state)
      matchObject(expected.state as JsonObject, step.state as unknown as JsonObject, `${at}/state`, out);
    const events = (step.events ?? []) as unknown as Json[];
    if (
      expected.events &&
      !matchEvents(expected.events as unknown as Json[], events, expected.eventsMatch ?? 'subsequence')
    )
      out.push(`${at}/events`);
    if ((expected.absentEvents ?? []).some((p) => events.some((e) => eventMatches(p as unknown as Json, e))))
      out.push(`${at}/absentEvents`);
    previous = toState(fromState(step.state));
  });
  const last = observation.steps.at(-1);
  if (then.state && last)
    matchObject(then.state as JsonObject, last.state as unknown as JsonObject, '/then/state', out);
  const all = observation.steps.flatMap((step) => (step.events ?? []) as unknown as Json[]);
  if (then.events && !matchEvents(then.events as unknown as Json[], all, then.eventsMatch ?? 'subsequence'))
    out.push('/then/events');
  if ((then.absentEvents ?? []).some((p) => all.some((e) => eventMatches(p as unknown as Json, e))))
    out.push('/then/absentEvents');
  return out;
}
