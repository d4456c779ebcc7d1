/** Each capability an engine may lack is derived from what a fixture uses (spec/INTERPRETING.md section 6). */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Capability, Fixture, PaymentStep } from '../../schemas/types/generated.js';
import { capabilityUses } from '../../harness/lint/capability-uses.js';
import { derivedRequires } from '../../harness/lint/requirements.js';
import { loadCatalogue } from '../../harness/load/catalogue.js';
import { BASE_ID, readTestFixture, REJECTED_ID, ROOT } from './helpers.js';

const loaded = loadCatalogue(join(ROOT, 'fixtures/cards/catalogue.json'), 'catalogue.json').cards;
if (loaded === undefined) throw new Error('the catalogue does not load');
const cards = loaded;

function fixture(id: string, change: (f: Fixture) => void = () => undefined): Fixture {
  const f = readTestFixture(id);
  change(f);
  return f;
}

function uses(f: Fixture, capability: Capability): string[] {
  return capabilityUses(f, cards)
    .filter((use) => use.capability === capability)
    .map((use) => use.pointer);
}

const p1 = (f: Fixture) => f.given.players.p1 ?? {};

/** The base fixture with its Legion Rearguard replaced by a card of the catalogue, played with 2 energy. */
function playing(card: string, change: (f: Fixture) => void = () => undefined): Fixture {
  return fixture(BASE_ID, (f) => {
    p1(f).hand = [{ id: 'c1', card }, { id: 'h1', card: 'OGN-010' }, ...(p1(f).hand ?? []).slice(1)];
    Object.assign(f.when[0], { card: 'c1' });
    f.then = { steps: [{ outcome: 'accepted' }] };
    change(f);
  });
}

const payment = (f: Fixture): PaymentStep[] => {
  const action = f.when[0];
  return action.type === 'play' && Array.isArray(action.payment) ? action.payment : [];
};

describe('capability derivation: one case that uses each capability and one that does not', () => {
  it('report.events: a step asserting events and nothing else; not events beside a state or total cost', () => {
    expect(uses(fixture(BASE_ID), 'report.events')).toEqual([]);
    const eventsOnly = fixture(BASE_ID, (f) => {
      f.then = { steps: [{ outcome: 'accepted', events: [{ type: 'card-played', card: 'lr1' }] }] };
    });
    expect(uses(eventsOnly, 'report.events')).toEqual(['/then/steps/0/events']);
    const withFinalState = fixture(BASE_ID, (f) => {
      f.then = { steps: [{ outcome: 'accepted', absentEvents: [{ type: 'became-ready' }] }], state: { chain: [] } };
    });
    expect(uses(withFinalState, 'report.events')).toEqual([]);
    const scenarioOnly = fixture(BASE_ID, (f) => {
      f.then = { steps: [{ outcome: 'accepted' }], eventCounts: [{ pattern: { type: 'card-played' }, count: 1 }] };
    });
    expect(uses(scenarioOnly, 'report.events')).toEqual(['/then/eventCounts']);
  });

  it('report.rejection-codes: two different expected codes; not one code, even twice', () => {
    expect(uses(fixture(REJECTED_ID), 'report.rejection-codes')).toEqual([]);
    const twice = (second: 'payment/insufficient-energy' | 'payment/insufficient-power') =>
      fixture(REJECTED_ID, (f) => {
        f.when.push(structuredClone(f.when[0]));
        f.then.steps.push({ outcome: 'rejected', code: second });
      });
    expect(uses(twice('payment/insufficient-energy'), 'report.rejection-codes')).toEqual([]);
    expect(uses(twice('payment/insufficient-power'), 'report.rejection-codes')).toEqual(['/then/steps/1/code']);
  });

  it('cost.non-resource: a mandatory discard, a discard step or a kill in a total; not an optional discard left out', () => {
    expect(uses(playing('OGN-002'), 'cost.non-resource')).toEqual([]);
    expect(uses(playing('TST-013'), 'cost.non-resource')).toEqual(['/when/0/card']);
    const chosen = playing('OGN-002', (f) => {
      Object.assign(f.when[0], { options: ['discard-for-discount'] });
      payment(f).unshift({ type: 'discard', card: 'h1' });
    });
    expect(uses(chosen, 'cost.non-resource')).toEqual(['/when/0/card', '/when/0/payment/0']);
    const total = playing('OGN-010', (f) => {
      f.then = { steps: [{ outcome: 'accepted', totalCost: { energy: 2, kill: 1 } }] };
    });
    expect(uses(total, 'cost.non-resource')).toEqual(['/then/steps/0/totalCost/kill']);
  });

  it('cost.non-resource: a chosen Repeat paid by a discard, with no discard step; not that Repeat left unchosen', () => {
    // INTERPRETING section 6: a chosen optional cost that asks for a discard uses it, a printed Repeat's included
    const comedy = cards.get('UNL-009');
    if (comedy === undefined) throw new Error('no Upstage Comedy in the catalogue');
    const discarding = new Map(cards);
    discarding.set('UNL-009', { ...comedy, keywords: [{ keyword: 'repeat', cost: { discard: 1 } }] });
    const nonResource = (f: Fixture) =>
      capabilityUses(f, discarding)
        .filter((use) => use.capability === 'cost.non-resource')
        .map((use) => use.pointer);
    expect(nonResource(playing('UNL-009'))).toEqual([]);
    const chosen = playing('UNL-009', (f) => Object.assign(f.when[0], { options: ['repeat'] }));
    expect(nonResource(chosen)).toEqual(['/when/0/card']);
  });

  it('cost.non-resource: an activated ability whose own cost asks for a kill; not one costing power only', () => {
    const activating = (card: string, ability: string) =>
      fixture(BASE_ID, (f) => {
        p1(f).base = [{ id: 'a1', card, ready: true }];
        f.when = [{ type: 'activate', player: 'p1', card: 'a1', ability, payment: [] }];
        f.then = { steps: [{ outcome: 'accepted' }] };
      });
    expect(uses(activating('UNL-030', 'double-might'), 'cost.non-resource')).toEqual([]);
    const withKill = activating('UNL-030', 'double-might');
    const vi = cards.get('UNL-030');
    if (vi === undefined) throw new Error('no Vi, Hotheaded in the catalogue');
    const killing = new Map(cards);
    killing.set('UNL-030', {
      ...vi,
      abilities: [{ id: 'double-might', reaction: false, cost: { kill: 1 }, effect: [] }],
    });
    expect(
      capabilityUses(withKill, killing)
        .filter((use) => use.capability === 'cost.non-resource')
        .map((use) => use.pointer),
    ).toEqual(['/when/0/card']);
  });

  it("cost.card-options: a card's own option chosen; not Accelerate or Repeat", () => {
    const option = (id: string) => playing('OGN-002', (f) => Object.assign(f.when[0], { options: [id] }));
    expect(uses(option('discard-for-discount'), 'cost.card-options')).toEqual(['/when/0/options/0']);
    expect(uses(option('accelerate'), 'cost.card-options')).toEqual([]);
    expect(uses(option('repeat-2'), 'cost.card-options')).toEqual([]);
  });

  it('power.universal: universal power in a pool, a spend or an expected pool; not a universal amount of 0', () => {
    const pool = (universal: number) => fixture(BASE_ID, (f) => (p1(f).pool = { universal }));
    expect(uses(pool(1), 'power.universal')).toEqual(['/given/players/p1/pool/universal']);
    expect(uses(pool(0), 'power.universal')).toEqual([]);
    const spent = fixture(BASE_ID, (f) => payment(f).push({ type: 'spend', resources: { universal: 1 } }));
    expect(uses(spent, 'power.universal')).toEqual(['/when/0/payment/3/resources/universal']);
  });

  it('cards.multi-domain: a card of two domains played, or a requirement of several domains; not one domain', () => {
    expect(uses(playing('TST-021'), 'cards.multi-domain')).toEqual(['/when/0/card']);
    expect(uses(playing('OGN-010'), 'cards.multi-domain')).toEqual([]);
    const joined = playing('OGN-010', (f) => {
      f.then = { steps: [{ outcome: 'accepted', totalCost: { energy: 1, power: { 'calm|fury': 1 } } }] };
    });
    expect(uses(joined, 'cards.multi-domain')).toEqual(['/then/steps/0/totalCost/power/calm|fury']);
  });

  it('abilities.activate: the activate action; not an Add ability activated inside a payment', () => {
    const conduit = (f: Fixture) => {
      p1(f).base = [{ id: 'ec1', card: 'OGN-098', ready: true }];
    };
    const outside = fixture(BASE_ID, (f) => {
      conduit(f);
      f.when = [{ type: 'activate', player: 'p1', card: 'ec1', ability: 'add-energy' }];
      f.then = { steps: [{ outcome: 'accepted' }] };
    });
    expect(uses(outside, 'abilities.activate')).toEqual(['/when/0']);
    const inside = fixture(BASE_ID, (f) => {
      conduit(f);
      payment(f).unshift({ type: 'activate', card: 'ec1', ability: 'add-energy' });
    });
    expect(uses(inside, 'abilities.activate')).toEqual([]);
    expect(uses(inside, 'payment.add-abilities')).toEqual(['/when/0/payment/0']);
  });

  it('payment.scripted-spend: an expected overpaid code or a spend before a rune step; not a plain shortfall', () => {
    expect(uses(fixture(REJECTED_ID), 'payment.scripted-spend')).toEqual([]);
    const overpaid = fixture(REJECTED_ID, (f) => Object.assign(f.then.steps[0], { code: 'payment/overpaid' }));
    expect(uses(overpaid, 'payment.scripted-spend')).toEqual(['/then/steps/0/code']);
    const ordered = fixture(BASE_ID, (f) => {
      const steps = payment(f);
      steps.push(...steps.splice(0, 1)); // exhaust r2, spend, then exhaust r1
    });
    expect(uses(ordered, 'payment.scripted-spend')).toEqual(['/when/0/payment/2']);
  });

  it('derives requires: those listed first in their order, the others in list order, nothing unused', () => {
    const f = playing('TST-013', (x) => {
      x.then = { steps: [{ outcome: 'accepted', totalCost: { energy: 2, discard: 1 } }] };
    });
    expect(derivedRequires(f, cards, ['report.events', 'cost.non-resource'])).toEqual([
      'cost.non-resource',
      'cards.synthetic',
      'report.total-cost',
    ]);
  });
});
