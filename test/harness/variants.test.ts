import { coreRules } from '../../harness/load/core-rules.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Fixture, Report } from '../../schemas/types/generated.js';
import reference from '../../engine/adapter.js';
import { createEngine } from '../../engine/index.js';
import type { Adapter } from '../../harness/adapters/types.js';
import { main } from '../../harness/cli/main.js';
import { bufferedIo } from '../../harness/format/io.js';
import { validateDocument } from '../../harness/schema/validators.js';
import { fixtureFindings } from '../../harness/fuzz/fixture/write.js';
import { lintFixture } from '../../harness/lint/index.js';
import { givenInstances, instanceReferences, payments } from '../../harness/lint/walk.js';
import { loadCorpus, type LoadedFixture } from '../../harness/load/corpus.js';
import { child } from '../../harness/text/pointer.js';
import { rulesIndex } from '../../harness/load/rules-index.js';
import { renderNotApplicable } from '../../harness/messages/variants.js';
import { runFixtures } from '../../harness/run/run-fixtures.js';
import { TRANSFORMS, TRANSFORM_NAMES, variantsOf, type TransformName } from '../../harness/variants/index.js';
import { keywordlessTwins } from '../../harness/variants/grant-keywords.js';
import { instanceFields } from '../../harness/variants/instance-fields.js';
import { freshNames, renameInstances } from '../../harness/variants/rename-instances.js';
import { swapPlayers } from '../../harness/variants/swap-players.js';
import type { TransformOutcome } from '../../harness/variants/types.js';
import { BASE_ID, CORPUS_DIR, readTestFixture, ROOT, tempDir, testCorpus } from './helpers.js';

const corpus = loadCorpus();
const { cards } = corpus;

/** A small fixture: p1 plays a unit with two runes while p2 has a unit and a card in hand; every zone is asserted. */
function small(): Fixture {
  const fixture = readTestFixture(BASE_ID);
  fixture.given.players.p2 = {
    base: [{ id: 'u2', card: 'TST-020', ready: true }],
    hand: [{ id: 'h2', card: 'TST-020' }],
  };
  fixture.requires.push('cards.synthetic');
  fixture.then.steps[0].state = {
    turn: { activePlayer: 'p1', priority: 'p1' },
    players: {
      p1: { hand: [], base: [{ id: 'lr1', ready: false }], runes: { includes: ['r1'], count: 2 }, pool: {} },
      p2: { base: ['u2'], hand: { count: 1 } },
    },
  };
  return fixture;
}

function variant(outcome: TransformOutcome): Fixture {
  if (!outcome.applicable) throw new Error(`not applicable: ${renderNotApplicable(outcome.why, outcome.detail)}`);
  return outcome.fixture;
}

describe('each transform on a small fixture', () => {
  it('rename-instances renames declarations and every reference, in given, when and then', () => {
    const out = variant(TRANSFORMS['rename-instances'].apply(small(), cards));
    expect(givenInstances(out.given).map((i) => i.id)).toEqual(['i5', 'i4', 'i3', 'i2', 'i1']);
    expect(JSON.stringify([out.given, out.when, out.then])).not.toMatch(/"(lr1|r1|r2|u2|h2)"/);
    expect(out.when[0]).toMatchObject({ card: 'i5', payment: [{ rune: 'i4' }, { rune: 'i3' }, { type: 'spend' }] });
    expect(out.then.steps[0].events?.[0]).toEqual({ type: 'rune-exhausted', rune: 'i4' });
    expect(out.then.steps[0].state?.players?.p2?.base).toEqual(['i2']);
  });

  it('rename-instances renames Repeat targets, discount orders, ability targets, trigger sources and trigger item IDs', () => {
    const fixture = small();
    fixture.given.effects = [{ id: 'd1', kind: 'cost-reduction', scope: { player: 'p1' }, energy: 1 }];
    fixture.given.chain = [
      {
        ...{ id: 'u2-targeted', card: 'TST-019', owner: 'p2', controller: 'p2' },
        ...{ targets: [], flow: null, options: [], trigger: { source: 'u2', on: 'targeted' } },
      },
    ];
    Object.assign(fixture.when[0], { targets: ['u2'], repeatTargets: [['h2']], discountOrder: ['d1'] });
    fixture.when.push({ type: 'activate', player: 'p1', card: 'lr1', ability: 'pull', targets: ['u2'] });
    const [step] = fixture.then.steps;
    step.state = { ...step.state, chain: ['u2-targeted', { id: 'u2-targeted-2', repeatTargets: [['u2']] }] };
    step.events = [
      ...(step.events ?? []),
      { type: 'resolving', card: 'u2-targeted-2' },
      { type: 'ability-resolved', card: 'u2' },
    ];
    const names = freshNames(fixture);
    // A trigger item is named after its source (spec/INTERPRETING.md 4.7): it is renamed with it, never on its own.
    expect(names.has('u2-targeted')).toBe(false);
    const [u2, h2, d1, lr1] = ['u2', 'h2', 'd1', 'lr1'].map((id) => names.get(id) ?? id);
    const out = renameInstances(fixture, names);
    expect(out.given.chain?.[0]).toMatchObject({ id: `${u2}-targeted`, trigger: { source: u2, on: 'targeted' } });
    expect(out.when[0]).toMatchObject({ targets: [u2], repeatTargets: [[h2]], discountOrder: [d1] });
    expect(out.when[1]).toMatchObject({ card: lr1, targets: [u2] });
    expect(out.then.steps[0].state?.chain).toEqual([
      `${u2}-targeted`,
      { id: `${u2}-targeted-2`, repeatTargets: [[u2]] },
    ]);
    expect(out.then.steps[0].events?.slice(-2)).toEqual([
      { type: 'resolving', card: `${u2}-targeted-2` },
      { type: 'ability-resolved', card: u2 },
    ]);
    expect(JSON.stringify([out.given, out.when, out.then])).not.toMatch(/"(lr1|r1|r2|u2|h2|d1)["-]/);
  });

  it('move-permanents leaves in place every unit a move may choose, for a Repeat execution or by an ability', () => {
    const fixture = small();
    const unit = (id: string) => ({ id, card: 'TST-020', ready: true });
    fixture.given.players.p2 = { base: ['u2', 'u3', 'u4', 'u5'].map(unit) };
    fixture.given.players.p1?.hand?.push({ id: 'es1', card: 'TST-030' });
    fixture.given.players.p1 = { ...fixture.given.players.p1, base: [{ id: 'gp1', card: 'TST-028', ready: true }] };
    fixture.then.steps[0].state = {};
    fixture.when.push(
      {
        ...{ type: 'play', player: 'p1', card: 'es1', options: ['repeat'], targets: ['u2'], repeatTargets: [['u3']] },
        payment: [{ type: 'spend', resources: { energy: 2 } }],
      },
      { type: 'activate', player: 'p1', card: 'gp1', ability: 'pull', targets: ['u4'] },
    );
    const out = variant(TRANSFORMS['move-permanents'].apply(fixture, cards));
    expect(out.given.players.p2).toEqual({ base: ['u2', 'u3', 'u4'].map(unit), battlefield: [unit('u5')] });
    // Without Echoing Shove, the gear's ability alone moves what it targets.
    fixture.given.players.p1.hand = (fixture.given.players.p1.hand ?? []).filter((card) => card.id !== 'es1');
    fixture.when.splice(-2, 1);
    const alone = variant(TRANSFORMS['move-permanents'].apply(fixture, cards));
    expect(alone.given.players.p2).toEqual({ base: [unit('u4')], battlefield: ['u2', 'u3', 'u5'].map(unit) });
  });

  it('reorder-zones reverses the unordered zones of given and leaves then alone', () => {
    const fixture = small();
    const out = variant(TRANSFORMS['reorder-zones'].apply(fixture, cards));
    expect(out.given.players.p1?.runes?.map((r) => r.id)).toEqual(['r2', 'r1']);
    expect(out.then).toEqual(fixture.then);
  });

  it('swap-players exchanges p1 and p2 in the state, the steps, the patterns and the events', () => {
    const fixture = small();
    fixture.then.steps[0].events?.push({ type: 'card-played', player: 'p1', card: 'lr1' });
    const out = variant(TRANSFORMS['swap-players'].apply(fixture, cards));
    expect(out.given.turn.activePlayer).toBe('p2');
    expect(out.given.players.p2?.hand?.[0]?.id).toBe('lr1');
    expect(out.given.players.p1?.base?.[0]?.id).toBe('u2');
    expect(out.when[0].player).toBe('p2');
    expect(out.then.steps[0].state?.turn).toEqual({ activePlayer: 'p2', priority: 'p2' });
    expect(out.then.steps[0].state?.players?.p1).toEqual(fixture.then.steps[0].state?.players?.p2);
    expect(out.then.steps[0].events?.at(-1)).toMatchObject({ player: 'p2' });
  });

  it('add-player adds an empty p3 and changes nothing else', () => {
    const fixture = small();
    const out = variant(TRANSFORMS['add-player'].apply(fixture, cards));
    expect(out.given.players.p3).toEqual({});
    expect({
      ...out,
      given: { ...out.given, players: { p1: out.given.players.p1, p2: out.given.players.p2 } },
    }).toEqual(fixture);
  });

  it('move-permanents moves a unit that stays on the board, and its patterns with it', () => {
    const out = variant(TRANSFORMS['move-permanents'].apply(small(), cards));
    expect(out.given.players.p2).toMatchObject({ base: [], battlefield: [{ id: 'u2' }] });
    expect(out.then.steps[0].state?.players?.p2).toMatchObject({ base: [], battlefield: { includes: ['u2'] } });
  });

  it('add-hand-cards, add-deck-cards and add-runes add what no step uses, and the exact patterns gain it', () => {
    const hand = variant(TRANSFORMS['add-hand-cards'].apply(small(), cards));
    expect(hand.given.players.p2?.hand?.map((c) => c.id)).toEqual(['h2', 'extra-p2-hand']);
    expect(hand.then.steps[0].state?.players?.p1?.hand).toEqual(['extra-p1-hand']);
    expect(hand.then.steps[0].state?.players?.p2?.hand).toEqual({ count: 2 });
    const deck = variant(TRANSFORMS['add-deck-cards'].apply(small(), cards));
    expect(deck.given.players.p1?.mainDeck?.map((c) => c.id)).toEqual(['extra-p1-deck']);
    const runes = variant(TRANSFORMS['add-runes'].apply(small(), cards));
    expect(runes.given.players.p1?.runes?.at(-1)).toEqual({ id: 'extra-p1-rune', domain: 'order', ready: false });
    expect(runes.then.steps[0].state?.players?.p1?.runes).toEqual({ includes: ['r1'], count: 3 });
  });
});

describe('grant-keywords', () => {
  it('plays a keyworded card as its keywordless twin, grants each keyword by an effect, and derives requires', () => {
    const fixture = small();
    const out = variant(TRANSFORMS['grant-keywords'].apply(fixture, cards));
    expect(out.given.players.p1?.hand).toEqual([{ id: 'lr1', card: 'TST-201' }]);
    expect(out.given.effects).toEqual([
      { id: 'granted-lr1', kind: 'grant-keyword', card: 'lr1', keyword: { keyword: 'accelerate' } },
    ]);
    expect(out.requires).toEqual([...fixture.requires, 'keyword.accelerate', 'effects.cost-modifiers.grant-keyword']);
    expect(out.then).toEqual(fixture.then);
    expect(fixtureFindings(out, cards)).toEqual([]);
  });

  it('keeps the printed keywords of a card in the trash or named again after its play, and says why', () => {
    const fixture = small();
    fixture.given.players.p1 = { ...fixture.given.players.p1, trash: [{ id: 'du1', card: 'VEN-049' }] };
    fixture.when.push({ type: 'activate', player: 'p1', card: 'lr1', ability: 'pull' } as never);
    expect(TRANSFORMS['grant-keywords'].apply(fixture, cards)).toMatchObject({
      applicable: false,
      why: 'grant-would-end',
      detail: 'du1, lr1',
    });
  });

  it('finds a keywordless twin for every card with printed keywords but Twofold Current and the Equip and Empower cards, the twin its text names', () => {
    const twins = keywordlessTwins(cards);
    const keyworded = [...cards.values()].filter((card) => (card.keywords ?? []).length > 0).map((card) => card.id);
    // Equip and Empower cards have no twin yet (spec/INTERPRETING.md 4.12): their fixtures take no grant-keywords variant
    const activated = (id: string) =>
      (cards.get(id)?.keywords ?? []).some((k) => k.keyword === 'equip' || k.keyword === 'empower');
    expect(keyworded.filter((id) => !twins.has(id) && !activated(id))).toEqual(['TST-011']);
    for (const twin of cards.values())
      for (const [, named] of twin.text.matchAll(/\(([A-Z]{3}-[0-9]{3})\)/g))
        if (twin.name.endsWith('(keywordless twin)')) expect(twins.get(named ?? '')?.id, named).toBe(twin.id);
  });
});

describe('the lint walks every instance field', () => {
  it("reports an unknown instance in a discount order, an expected chain item's Repeat targets and a trigger source", () => {
    const fixture = small();
    Object.assign(fixture.when[0], { discountOrder: ['nope-1'] });
    fixture.given.chain = [
      {
        ...{ id: 'u2-targeted', card: 'TST-019', owner: 'p2', controller: 'p2' },
        ...{ targets: [], flow: null, options: [], trigger: { source: 'nope-2', on: 'targeted' } },
      },
    ];
    fixture.then.steps[0].state = { chain: [{ id: 'u2-targeted', repeatTargets: [['nope-3']] }] };
    const ruleIds = new Set(rulesIndex().rules.map((rule) => rule.id));
    const unknown = lintFixture({ fixture, cards: testCorpus().cards, ruleIds, coreRules: coreRules() })
      .filter((finding) => finding.code === 'fixture/unknown-instance')
      .map((finding) => finding.pointer);
    expect(unknown).toEqual([
      '/given/chain/0/trigger/source',
      '/when/0/discountOrder/0',
      '/then/steps/0/state/chain/0/repeatTargets/0/0',
    ]);
  });
});

describe('the numeric transforms on a small fixture', () => {
  it('foreign-modifiers adds an increase and a discount scoped to a card type the fixture does not have', () => {
    const fixture = small();
    fixture.then.steps[0].state = { ...fixture.then.steps[0].state, effects: [] };
    const out = variant(TRANSFORMS['foreign-modifiers'].apply(fixture, cards));
    const scope = { player: 'p1', cardType: 'gear' };
    expect(out.given.effects).toEqual([
      { id: 'foreign-increase', kind: 'cost-increase', scope, energy: 2, power: { any: 1 } },
      { id: 'foreign-discount', kind: 'cost-reduction', scope, energy: 1 },
    ]);
    expect(out.then.steps[0].state?.effects).toEqual(['foreign-increase', 'foreign-discount']);
    expect(out.then.steps[0].totalCost).toEqual(fixture.then.steps[0].totalCost);
    expect(out.requires).toEqual(
      expect.arrayContaining([
        'effects.cost-modifiers.energy-increase',
        'effects.cost-modifiers.power-increase',
        'effects.cost-modifiers.energy-reduction',
      ]),
    );
  });

  it('stopped-discount adds a discount of the played card whose minimum is the asserted energy', () => {
    const out = variant(TRANSFORMS['stopped-discount'].apply(small(), cards));
    expect(out.given.effects).toEqual([
      {
        ...{ id: 'stopped-discount', kind: 'cost-reduction', scope: { player: 'p1', card: 'lr1' } },
        ...{ energy: 1, minimum: { energy: 2 } },
      },
    ]);
    expect(out.then.steps[0].totalCost).toEqual({ energy: 2 });
  });

  it.each<[TransformName, (f: Fixture) => void, string]>([
    ['foreign-modifiers', (f) => Reflect.deleteProperty(f.then.steps[0], 'totalCost'), 'no-asserted-total'],
    ['stopped-discount', (f) => Object.assign(f.when[0], { options: ['accelerate'] }), 'no-asserted-total'],
    [
      'stopped-discount',
      (f) => (f.given.effects = [{ id: 'x1', kind: 'cost-increase', scope: { player: 'p2' }, energy: 1 }]),
      'has-cost-effects',
    ],
  ])('%s does not apply when the fixture changes so (%#)', (name, change, why) => {
    const fixture = small();
    change(fixture);
    expect(TRANSFORMS[name].apply(fixture, cards)).toMatchObject({ applicable: false, why });
  });
});

describe('the lint finds card IDs and payments by the same schema walk', () => {
  it('reports an unknown card wherever a pattern names one: an expected chain item, an expected effect', () => {
    const fixture = small();
    fixture.then.steps[0].state = {
      chain: [{ id: 'u2-targeted', card: 'ZZZ-999' }],
      effects: { includes: [{ id: 'u2', card: 'ZZZ-998' }] },
    };
    const ruleIds = new Set(rulesIndex().rules.map((rule) => rule.id));
    const unknown = lintFixture({ fixture, cards: testCorpus().cards, ruleIds, coreRules: coreRules() })
      .filter((finding) => finding.code === 'fixture/unknown-card')
      .map((finding) => finding.pointer);
    expect(unknown).toEqual(['/then/steps/0/state/chain/0/card', '/then/steps/0/state/effects/includes/0/card']);
  });

  it('lists the payments of resolution decisions, plays and paid trigger costs, never a declined one', () => {
    const fixture = small();
    fixture.given.chain = [
      {
        ...{ id: 'os2', card: 'TST-015', owner: 'p2', controller: 'p2', targets: [], flow: null, options: [] },
        decisions: [{ type: 'optional-payment', accept: true, payment: 'auto' }],
      },
    ];
    Object.assign(fixture.when[0], {
      triggerCosts: [
        { item: 'u2-targeted', payment: 'decline' },
        { item: 'u2-targeted-2', payment: [] },
      ],
    });
    expect(payments(fixture).map((found) => found.pointer)).toEqual([
      '/given/chain/0/decisions/0/payment',
      '/when/0/payment',
      '/when/0/triggerCosts/1/payment',
    ]);
  });
});

describe('transforms that do not apply say why', () => {
  it.each<[string, (f: Fixture) => void, string]>([
    ['add-player', (f) => f.when.push({ type: 'pass', player: 'p1' }), 'has-pass-steps'],
    ['swap-players', (f) => (f.given.players.p3 = {}), 'not-two-players'],
    [
      'add-hand-cards',
      (f) => f.when.push({ ...f.when[0], payment: [{ type: 'discard', card: 'h2' }] } as never),
      'discard-cost',
    ],
    ['add-runes', (f) => f.when.push({ type: 'advance', player: 'p1' }), 'advances-turn'],
  ])('%s: %s', (name, edit, why) => {
    const fixture = small();
    edit(fixture);
    expect(TRANSFORMS[name as (typeof TRANSFORM_NAMES)[number]].apply(fixture, cards)).toMatchObject({
      applicable: false,
      why,
    });
  });

  it('a fixture can opt out of a transform with a reason; an unknown transform is a lint finding', () => {
    const fixture = small();
    fixture.variants = { 'swap-players': 'the title names p1 as the player who plays' };
    const loaded: LoadedFixture = { fixture, file: 'f.json', path: 'f.json', chapter: 'cost' };
    expect(variantsOf(loaded, cards).find((o) => o.transform === 'swap-players')).toMatchObject({
      applicable: false,
      why: 'opted-out',
    });
    fixture.variants = { 'swap-everything': 'no such transform exists here' };
    const ruleIds = new Set(rulesIndex().rules.map((rule) => rule.id));
    expect(lintFixture({ fixture, cards: testCorpus().cards, ruleIds, coreRules: coreRules() })).toEqual([
      expect.objectContaining({ code: 'fixture/unknown-transform', pointer: '/variants/swap-everything' }),
    ]);
  });
});

describe('properties of the transforms on the corpus', () => {
  const fixtures = corpus.fixtures.map((loaded) => loaded.fixture);

  it('renaming with a map and then with its inverse gives the fixture back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fixtures), fc.integer({ min: 1, max: 1_000_000 }), (fixture, salt) => {
        const ids = [...new Set(givenInstances(fixture.given).map((i) => i.id))];
        const names = new Map(ids.map((id, i) => [id, `n${salt}-${i}`]));
        const inverse = new Map([...names].map(([from, to]) => [to, from]));
        expect(renameInstances(renameInstances(fixture, names), inverse)).toEqual(fixture);
      }),
      { numRuns: 60 },
    );
  });

  it('swapping the players twice gives the fixture back', () => {
    for (const fixture of fixtures) expect(swapPlayers(swapPlayers(fixture, 'p1', 'p2'), 'p1', 'p2')).toEqual(fixture);
  });

  it('no transform changes its argument, and every variant is a valid fixture', () => {
    for (const loaded of corpus.fixtures.slice(0, 40)) {
      const before = structuredClone(loaded.fixture);
      for (const outcome of variantsOf(loaded, cards)) {
        if (outcome.applicable)
          expect(fixtureFindings(outcome.variant.fixture, cards), outcome.variant.fixture.id).toEqual([]);
      }
      expect(loaded.fixture).toEqual(before);
    }
  });

  it('the lint walks the instance fields the transforms walk: the same pointers, declarations aside', () => {
    for (const fixture of fixtures) {
      const declared = new Set(givenInstances(fixture.given).map((instance) => child(instance.pointer, 'id')));
      const fields = instanceFields(fixture).filter(({ pointer }) => !declared.has(pointer));
      expect(instanceReferences(fixture), fixture.id).toEqual(fields);
    }
  });

  it('renaming leaves no old instance ID anywhere in given, when or then', () => {
    for (const fixture of fixtures) {
      const out = renameInstances(fixture, freshNames(fixture));
      const text = JSON.stringify([out.given, out.when, out.then]);
      for (const { id } of givenInstances(fixture.given)) expect(text, `${fixture.id}: ${id}`).not.toContain(`"${id}"`);
    }
  });
});

describe('a variant catches what the original misses', () => {
  it('an engine that charges Deflect only when p1 chooses passes the Deflect fixtures and fails their swapped variants', async () => {
    // The planted bug: the opponents-only check is made on p1 literally, not on the player who chooses.
    const engine = createEngine({
      deflectApplies: (chooser, controller) => chooser === 'p1' && controller !== chooser,
    });
    const planted: Adapter = { describe: () => reference.describe(), run: (scenario) => engine.run(scenario) };
    const context = { adapter: planted, implementation: reference.describe(), cards, timeoutMs: 10_000 };
    const deflect = corpus.fixtures.filter((loaded) => loaded.chapter === 'deflect');
    const swapped = deflect.flatMap((loaded) =>
      variantsOf(loaded, cards).flatMap((o) => (o.applicable && o.transform === 'swap-players' ? [o.variant] : [])),
    );
    const originals = new Map((await runFixtures(deflect, context)).map((r) => [r.loaded.fixture.id, r.status]));
    const caught = (await runFixtures(swapped, context)).filter(
      (r) => r.status === 'fail' && originals.get(r.loaded.variant?.of ?? '') === 'pass',
    );
    expect(caught.length).toBeGreaterThan(0);
  });
});

describe('variants through the CLI', () => {
  async function cli(...argv: string[]) {
    const io = bufferedIo();
    const code = await main(argv, io, ROOT);
    return { code, stdout: io.stdout(), stderr: io.stderr() };
  }

  it('run --variants runs each variant as its own result row, saying what it came from', async () => {
    const out = tempDir();
    try {
      const { code } = await cli('run', '--fixtures', CORPUS_DIR, '--variants', '--out', out.dir, '--reporter', 'json');
      expect(code).toBe(0);
      const report = JSON.parse(readFileSync(join(out.dir, 'report.json'), 'utf8')) as Report;
      expect(validateDocument('report', report)).toEqual([]);
      const swapped = report.results.find((r) => r.id === `${BASE_ID}~swap-players`);
      expect(swapped).toMatchObject({ status: 'pass', variant: { of: BASE_ID, transform: 'swap-players' } });
      expect(report.results.filter((r) => r.variant === undefined)).toHaveLength(2);
    } finally {
      out.remove();
    }
  });

  it('variants --write writes every variant as a valid fixture file of its chapter', async () => {
    const out = tempDir();
    try {
      const { code, stdout } = await cli('variants', '--fixtures', CORPUS_DIR, '--write', out.dir);
      expect(code).toBe(0);
      expect(stdout).toContain('swap-players: 2 variants');
      const written = loadCorpus({ fixtures: out.dir, cards: join(ROOT, 'fixtures/cards/catalogue.json'), cwd: ROOT });
      expect(written.findings).toEqual([]);
      expect(written.fixtures.map((loaded) => loaded.fixture.id)).toContain(`${BASE_ID}~rename-instances`);
    } finally {
      out.remove();
    }
  });
});
