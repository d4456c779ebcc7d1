/** The lint holds `requires` to exactly the capabilities a fixture uses (spec/INTERPRETING.md section 6). */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../schemas/types/generated.js';
import { loadCatalogue } from '../../harness/load/catalogue.js';
import { coreRuleNumbers } from '../../harness/load/core-rules.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { checkRequirements } from '../../harness/lint/requirements.js';
import { renderFinding } from '../../harness/messages/index.js';
import { BASE_ID, readTestFixture, ROOT } from './helpers.js';

const cards = loadCatalogue(join(ROOT, 'fixtures/cards/catalogue.json'), 'catalogue.json').cards;

function findings(fixture: Fixture) {
  return checkRequirements({ fixture, cards, ruleIds: new Set(), coreRules: coreRuleNumbers([]) });
}

function base(change: (fixture: Fixture) => void = () => undefined): Fixture {
  const fixture = readTestFixture(BASE_ID);
  change(fixture);
  return fixture;
}

/** Dredge Up (Flow) in p1's hand, played with 2 energy; `change` adjusts the fixture. */
function dredgeUp(change: (fixture: Fixture) => void = () => undefined): Fixture {
  return base((f) => {
    f.requires = [];
    f.given.players.p1 = { hand: [{ id: 'du1', card: 'VEN-049' }], pool: { energy: 2 } };
    f.when = [{ type: 'play', player: 'p1', card: 'du1', payment: [{ type: 'spend', resources: { energy: 2 } }] }];
    f.then = { steps: [{ outcome: 'accepted' }] };
    change(f);
  });
}

describe('checkRequirements', () => {
  it('accepts a fixture that requires exactly what it uses', () => {
    expect(findings(base())).toEqual([]);
  });

  it('flags a required capability that nothing uses, at its entry in requires', () => {
    const result = findings(base((f) => f.requires.push('keyword.accelerate')));
    expect(result).toEqual([
      { code: 'fixture/unused-requirement', pointer: '/requires/1', data: { capability: 'keyword.accelerate' } },
    ]);
    expect(result.map((finding) => renderFinding({ ...finding, file: 'x.json' }))).toEqual([
      expect.stringMatching(/"keyword\.accelerate".*Remove it from requires/),
    ]);
  });

  it('flags a used capability that is not required', () => {
    expect(findings(base((f) => (f.requires = [])))).toEqual([
      {
        code: 'fixture/missing-requirement',
        pointer: '/requires',
        data: { capability: 'report.total-cost', use: '/then/steps/0/totalCost', reason: 'asserts-total-cost' },
      },
    ]);
  });

  it('does not count a Flow card played normally from hand as a use of keyword.flow', () => {
    expect(findings(dredgeUp((f) => (f.requires = ['keyword.flow'])))).toMatchObject([
      { code: 'fixture/unused-requirement', pointer: '/requires/0' },
    ]);
    expect(findings(dredgeUp())).toEqual([]);
  });

  it('counts a play with flow set, and a chain item with flow, as uses of keyword.flow', () => {
    const played = dredgeUp((f) => Object.assign(f.when[0], { flow: 0 }));
    expect(findings(played)).toMatchObject([
      { code: 'fixture/missing-requirement', data: { capability: 'keyword.flow' } },
    ]);
    played.requires = ['keyword.flow'];
    expect(findings(played)).toEqual([]);
    const chained = dredgeUp((f) => {
      f.requires = ['keyword.flow', 'chain.passing'];
      f.given.chain = [
        { id: 'du2', card: 'VEN-049', owner: 'p1', controller: 'p1', targets: [], flow: 0, options: [] },
      ];
    });
    expect(findings(chained)).toEqual([]);
  });

  it('counts an effect scoped to a keyword cost component as a use of that keyword', () => {
    const scoped = base((f) => {
      f.requires.push('effects.cost-modifiers.energy-reduction', 'keyword.accelerate');
      f.given.effects = [
        { id: 'e1', kind: 'cost-reduction', scope: { player: 'p1', card: 'lr1', component: 'accelerate' }, energy: 1 },
      ];
    });
    expect(findings(scoped)).toEqual([]);
  });

  it('counts trigger costs as a use of chain.passing', () => {
    const triggered = base((f) =>
      Object.assign(f.when[0], { triggerCosts: [{ item: 'x1-targeted', payment: 'decline' }] }),
    );
    expect(findings(triggered)).toMatchObject([
      { code: 'fixture/missing-requirement', data: { capability: 'chain.passing', use: '/when/0/triggerCosts' } },
    ]);
  });

  const auto = (card: string, ready: boolean, requires: Fixture['requires']): Fixture =>
    dredgeUp((f) => {
      f.requires = requires;
      Object.assign(f.given.players.p1 ?? {}, { base: [{ id: 'x1', card, ready }] });
      Object.assign(f.when[0], { payment: 'auto' });
    });

  it('counts an "auto" payment beside a ready Add permanent as a use of payment.add-abilities, not an exhausted one', () => {
    const conduit = (ready: boolean) => auto('OGN-098', ready, ['payment.auto', 'payment.add-abilities']);
    expect(findings(conduit(true))).toEqual([]);
    expect(findings(conduit(false))).toMatchObject([
      { code: 'fixture/unused-requirement', pointer: '/requires/1', data: { capability: 'payment.add-abilities' } },
    ]);
  });

  it('counts an exhausted Prism Converter, whose Add ability asks no exhaust, as a use of payment.add-abilities', () => {
    expect(findings(auto('TST-033', false, ['cards.synthetic', 'payment.auto', 'payment.add-abilities']))).toEqual([]);
    expect(findings(auto('TST-033', false, ['cards.synthetic', 'payment.auto']))).toMatchObject([
      { code: 'fixture/missing-requirement', data: { capability: 'payment.add-abilities', use: '/when/0/payment' } },
    ]);
  });

  it('finds no unused or missing requirement in the project corpus', () => {
    const corpus = loadCorpus({ fixtures: join(ROOT, 'fixtures'), cwd: ROOT });
    expect(corpus.fixtures.length).toBeGreaterThan(200);
    const requirementFindings = corpus.findings.filter((finding) =>
      ['fixture/unused-requirement', 'fixture/missing-requirement'].includes(finding.code),
    );
    expect(requirementFindings).toEqual([]);
  });
});
