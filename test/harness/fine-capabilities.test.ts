/**
 * The finer capabilities of contract 7.0.0 (spec/INTERPRETING.md section 6): each is derived from what a fixture
 * uses, the corpus's fixtures that require one really use it, and the old names stay aliases that keep an adapter of
 * contract 6 running everything it ran.
 */
import { describe, expect, it } from 'vitest';
import type { Capability, Effect, Event, Fixture } from '../../schemas/types/generated.js';
import reference from '../../engine/adapter.js';
import {
  CAPABILITY_ALIASES,
  effectiveCapabilities,
  isAlias,
  LEGACY_IMPLIED,
} from '../../harness/capabilities/aliases.js';
import { capabilityUses } from '../../harness/lint/capability-uses.js';
import { CAPABILITIES } from '../../harness/load/lists.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { buildScenario } from '../../harness/scenario/build.js';
import { validateDocument } from '../../harness/schema/validators.js';
import { BASE_ID, readTestFixture, ROOT } from './helpers.js';

const corpus = loadCorpus({ cwd: ROOT });
const cards = corpus.cards;
const fixtures = corpus.fixtures.map((loaded) => loaded.fixture);

function uses(f: Fixture, capability: Capability): string[] {
  return capabilityUses(f, cards)
    .filter((use) => use.capability === capability)
    .map((use) => use.pointer);
}

function corpusFixture(id: string): Fixture {
  const found = fixtures.find((fixture) => fixture.id === id);
  if (found === undefined) throw new Error(`no fixture ${id} in the corpus`);
  return structuredClone(found);
}

/** The reference engine's events for a fixture, every step's in order; run once per fixture for the tests below. */
const eventsByFixture = new Map<Fixture, Event[]>();
function referenceEvents(fixture: Fixture): Event[] {
  const known = eventsByFixture.get(fixture);
  if (known !== undefined) return known;
  const observation = reference.run(buildScenario(fixture, cards));
  const events = observation.steps.flatMap((step) => step.events ?? []);
  eventsByFixture.set(fixture, events);
  return events;
}

describe('finer capabilities: derived from what a fixture uses', () => {
  it('effects.cost-modifiers.<kind>: one per kind of effect in given, energy and power apart', () => {
    const withEffect = (effect: Effect): Fixture => {
      const f = readTestFixture(BASE_ID);
      f.given.effects = [effect];
      return f;
    };
    const scope = { player: 'p1' };
    const kinds = (effect: Effect) =>
      capabilityUses(withEffect(effect), cards)
        .map((use) => use.capability)
        .filter((capability) => capability.startsWith('effects.'));
    expect(kinds({ id: 'e1', kind: 'cost-increase', scope, energy: 1 })).toEqual([
      'effects.cost-modifiers.energy-increase',
    ]);
    expect(kinds({ id: 'e1', kind: 'cost-reduction', scope, power: { any: 1 } })).toEqual([
      'effects.cost-modifiers.power-reduction',
    ]);
    expect(kinds({ id: 'e1', kind: 'cost-reduction', scope, energy: 2, minimum: { energy: 1 } })).toEqual([
      'effects.cost-modifiers.energy-reduction',
      'effects.cost-modifiers.minimum',
    ]);
    expect(kinds({ id: 'e1', kind: 'ignore-all-costs', scope })).toEqual(['effects.cost-modifiers.ignore']);
    expect(kinds({ id: 'e1', kind: 'grant-keyword', card: 'lr1', keyword: { keyword: 'accelerate' } })).toEqual([
      'effects.cost-modifiers.grant-keyword',
    ]);
    expect(kinds({ id: 'e1', kind: 'applied-cost', scope, action: 'activate', energy: 1 })).toEqual([
      'effects.cost-modifiers.applied-cost',
    ]);
  });

  it("keyword.repeat.targets: Repeat's own targets, not a Repeat that runs again on the first targets", () => {
    const own = fixtures.find((fixture) => fixture.requires.includes('keyword.repeat.targets'));
    if (own === undefined) throw new Error('no fixture of the corpus chooses targets for Repeat');
    const f = structuredClone(own);
    const play = f.when.find((action) => action.type === 'play' && action.repeatTargets !== undefined);
    expect(play).toBeDefined();
    expect(uses(f, 'keyword.repeat.targets')).not.toEqual([]);
    if (play?.type !== 'play') return;
    play.repeatTargets = (play.repeatTargets ?? []).map(() => [...(play.targets ?? [])]);
    expect(uses(f, 'keyword.repeat.targets')).toEqual([]);
    expect(uses(f, 'keyword.repeat.cost')).not.toEqual([]);
  });

  it('cost.x: an x-amount decision, or an activation of an ability that pays any amount, scripted or not (4.10)', () => {
    const paid = corpusFixture('cost-x-ancient-henge-pays-two-energy-adds-two-power');
    expect(uses(paid, 'cost.x')).toEqual(['/when/0/decisions/0', '/when/0']);
    const unscripted = corpusFixture('cost-x-ancient-henge-without-an-amount-rejected');
    expect(uses(unscripted, 'cost.x')).toEqual(['/when/0']);
    expect(uses(readTestFixture(BASE_ID), 'cost.x')).toEqual([]);
    const fixture = structuredClone(paid) as unknown as { when: { decisions: Record<string, unknown>[] }[] };
    const decision = fixture.when[0]?.decisions[0];
    if (decision === undefined) throw new Error('the fixture has no decision');
    expect(validateDocument('fixture', fixture)).toEqual([]);
    decision.x = -1;
    expect(validateDocument('fixture', fixture)).not.toEqual([]);
    delete decision.payment;
    decision.x = 1;
    expect(validateDocument('fixture', fixture)).not.toEqual([]);
  });

  it('chain.showdown: a showdown or a focus in given', () => {
    const f = readTestFixture(BASE_ID);
    expect(uses(f, 'chain.showdown')).toEqual([]);
    f.given.turn.focus = 'p1';
    expect(uses(f, 'chain.showdown')).toEqual(['/given/turn/focus']);
    f.given.turn.showdown = true;
    expect(uses(f, 'chain.showdown')).toEqual(['/given/turn/showdown']);
  });

  it('chain.resolution: required exactly by the fixtures where the reference engine resolves a chain item', () => {
    const disagree = fixtures.filter(
      (fixture) =>
        fixture.requires.includes('chain.resolution') !==
        referenceEvents(fixture).some((event) => event.type === 'resolving'),
    );
    expect(disagree.map((fixture) => fixture.id)).toEqual([]);
    expect(fixtures.filter((fixture) => fixture.requires.includes('chain.resolution')).length).toBeGreaterThan(50);
  });

  it('chain.passing without chain.resolution: a pass that completes no round resolves nothing', () => {
    const passing = fixtures.filter(
      (fixture) => fixture.requires.includes('chain.passing') && !fixture.requires.includes('chain.resolution'),
    );
    expect(passing.length).toBeGreaterThan(10);
  });

  it('abilities.triggered.<event>: every trigger the reference engine fires is required, by its event', () => {
    for (const fixture of fixtures) {
      const fired = referenceEvents(fixture).flatMap((event) =>
        event.type === 'ability-triggered' ? [`abilities.triggered.${event.trigger}`] : [],
      );
      expect({ id: fixture.id, missing: fired.filter((one) => !fixture.requires.includes(one as Capability)) }).toEqual(
        { id: fixture.id, missing: [] },
      );
    }
  });

  it('abilities.triggered.<event>: a required trigger fires on the reference engine, waits on the chain in given, or is asserted not to fire', () => {
    for (const fixture of fixtures) {
      // A fixture whose point is that a trigger a step could fire does not (absentEvents) needs the capability too.
      const assertsNone = fixture.then.steps.some((step) =>
        (step.absentEvents ?? []).some((event) => event.type === 'ability-triggered'),
      );
      if (assertsNone) continue;
      const fired = new Set(
        referenceEvents(fixture).flatMap((event) => (event.type === 'ability-triggered' ? [event.trigger] : [])),
      );
      const chained = new Set((fixture.given.chain ?? []).flatMap((item) => (item.trigger ? [item.trigger.on] : [])));
      const unfired = fixture.requires
        .filter((capability) => capability.startsWith('abilities.triggered.'))
        .map((capability) => capability.slice('abilities.triggered.'.length))
        .filter((event) => !fired.has(event as never) && !chained.has(event as never));
      expect({ id: fixture.id, unfired }).toEqual({ id: fixture.id, unfired: [] });
    }
  });

  it('instructions.<name>: a decision scripted for that instruction', () => {
    for (const instruction of ['new-targets', 'optional-payment', 'predict'] as const) {
      const capability: Capability = `instructions.${instruction}`;
      const requiring = fixtures.filter((fixture) => fixture.requires.includes(capability));
      expect(requiring.length).toBeGreaterThan(0);
      for (const fixture of requiring) {
        const decisions = [
          ...fixture.when.flatMap((action) => (action.type === 'play' ? (action.decisions ?? []) : [])),
          ...(fixture.given.chain ?? []).flatMap((item) => item.decisions ?? []),
        ];
        expect(decisions.some((decision) => decision.type === instruction)).toBe(true);
      }
    }
  });

  it('every capability but the aliases is required by a fixture of the corpus, and no fixture requires an alias', () => {
    const required = new Set(fixtures.flatMap((fixture) => fixture.requires));
    expect(CAPABILITIES.filter((capability) => !isAlias(capability) && !required.has(capability))).toEqual([]);
    expect(CAPABILITIES.filter((capability) => isAlias(capability) && required.has(capability))).toEqual([]);
  });

  it('every fixture requiring a capability uses it: the lint finds a use at a place the fixture has', () => {
    for (const fixture of fixtures) {
      const used = new Set(capabilityUses(fixture, cards).map((use) => use.capability));
      expect({ id: fixture.id, unused: fixture.requires.filter((capability) => !used.has(capability)) }).toEqual({
        id: fixture.id,
        unused: [],
      });
    }
  });
});

describe('aliases: the names of contract 6 stand for the finer capabilities', () => {
  it('an alias declares every capability it stands for; a finer one declares only itself', () => {
    const held = effectiveCapabilities({ capabilities: ['chain.priority'], contract: 7 });
    expect([...held].sort()).toEqual(['chain.priority', ...(CAPABILITY_ALIASES['chain.priority'] ?? [])].sort());
    expect([...effectiveCapabilities({ capabilities: ['chain.passing'], contract: 7 })]).toEqual(['chain.passing']);
  });

  it('an adapter without `contract` is read as claiming what contract 6 never asked for', () => {
    const legacy = effectiveCapabilities({ capabilities: [] });
    expect([...legacy].sort()).toEqual([...LEGACY_IMPLIED].sort());
    expect([...effectiveCapabilities({ capabilities: [], contract: 7 })]).toEqual([]);
  });

  it("an adapter of contract 6 declaring a fixture's old requirements keeps running it", () => {
    const coarse = (capability: Capability): Capability | undefined => {
      const alias = CAPABILITIES.find((name) => CAPABILITY_ALIASES[name]?.includes(capability) === true);
      if (alias !== undefined) return alias;
      return LEGACY_IMPLIED.includes(capability) ? undefined : capability;
    };
    for (const fixture of fixtures) {
      const old = fixture.requires.flatMap((capability) => coarse(capability) ?? []);
      const held = effectiveCapabilities({ capabilities: [...new Set(old)] });
      expect({ id: fixture.id, lacks: fixture.requires.filter((capability) => !held.has(capability)) }).toEqual({
        id: fixture.id,
        lacks: [],
      });
    }
  });
});

describe('the corpus under the finer capabilities', () => {
  it('a fixture with a given showdown requires chain.showdown', () => {
    const f = corpusFixture(
      fixtures.find((fixture) => fixture.given.turn.showdown === true)?.id ?? 'no fixture starts in a showdown',
    );
    expect(f.requires).toContain('chain.showdown');
  });
});
