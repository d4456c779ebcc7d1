/** The numeric transforms that meet the total cost: raised-cost-and-pool, unstopped-discount, second-shortfall. */
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../schemas/types/generated.js';
import { loadCorpus } from '../../harness/load/corpus.js';
import { TRANSFORMS } from '../../harness/variants/index.js';
import type { TransformOutcome } from '../../harness/variants/types.js';

const corpus = loadCorpus();
const { cards } = corpus;

function fixture(id: string): Fixture {
  const found = corpus.fixtures.find((loaded) => loaded.fixture.id === id);
  if (found === undefined) throw new Error(`no fixture ${id}`);
  return structuredClone(found.fixture);
}

function applied(outcome: TransformOutcome): Fixture {
  if (!outcome.applicable) throw new Error(`not applicable: ${outcome.why}`);
  return outcome.fixture;
}

describe('raised-cost-and-pool', () => {
  const id = 'flow-one-energy-short-rejected';
  it('does not apply to a first step that is refused', () => {
    expect(TRANSFORMS['raised-cost-and-pool'].apply(fixture(id), cards)).toMatchObject({
      applicable: false,
      why: 'no-first-play-paid-from-pool',
    });
  });

  it('raises the total, the pool and the spend of the first play by 2 energy, with an increase of its card', () => {
    const original = fixture('add-conduit-mid-payment-of-flow-play');
    const out = applied(TRANSFORMS['raised-cost-and-pool'].apply(original, cards));
    expect(out.given.players.p1?.pool?.energy).toBe((original.given.players.p1?.pool?.energy ?? 0) + 2);
    expect(out.then.steps[0].totalCost?.energy).toBe((original.then.steps[0].totalCost?.energy ?? 0) + 2);
    expect(out.given.effects?.at(-1)).toMatchObject({ kind: 'cost-increase', energy: 2 });
    const spent = (f: Fixture): number =>
      f.when[0].type === 'play' && Array.isArray(f.when[0].payment)
        ? (f.when[0].payment.find((step) => step.type === 'spend')?.resources.energy ?? 0)
        : 0;
    expect(spent(out)).toBe(spent(original) + 2);
  });
});

describe('unstopped-discount', () => {
  it('adds a 1-energy increase and a 1-energy discount whose minimum is the asserted energy', () => {
    const original = fixture('add-conduit-surplus-stays-in-pool');
    const out = applied(TRANSFORMS['unstopped-discount'].apply(original, cards));
    const effects = out.given.effects ?? [];
    const energy = original.then.steps.find((step) => step.totalCost !== undefined)?.totalCost?.energy;
    expect(effects.map((effect) => effect.kind)).toEqual(['cost-increase', 'cost-reduction']);
    expect(effects[1]).toMatchObject({ energy: 1, minimum: { energy } });
  });

  it('does not apply beside other cost effects', () => {
    expect(TRANSFORMS['unstopped-discount'].apply(fixture('cost-discount-minimum-never-raises'), cards)).toMatchObject({
      applicable: false,
      why: 'has-cost-effects',
    });
  });
});

describe('second-shortfall', () => {
  it('adds a power requirement to a card refused for want of energy, and to the totals asserted for it', () => {
    const original = fixture('cost-mandatory-partial-payment-rejected');
    const out = applied(TRANSFORMS['second-shortfall'].apply(original, cards));
    expect(out.given.effects?.at(-1)).toMatchObject({ kind: 'cost-increase', power: { any: 1 } });
    expect(out.then.steps.map((step) => step.code)).toEqual(original.then.steps.map((step) => step.code));
    out.then.steps.forEach((step, i) => {
      const before = original.then.steps[i]?.totalCost;
      if (before !== undefined) expect(step.totalCost?.power?.any).toBe((before.power?.any ?? 0) + 1);
    });
  });

  it('does not apply where the card is paid in full in another step', () => {
    expect(
      TRANSFORMS['second-shortfall'].apply(fixture('pay-short-two-ways-first-code-of-the-order'), cards),
    ).toMatchObject({
      applicable: false,
      why: 'no-energy-shortfall',
    });
  });
});
