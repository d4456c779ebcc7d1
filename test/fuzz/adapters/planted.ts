/** Mutant engines for the fuzz tests, each the reference engine with one rule misread, as in-process adapters. */
import type { Implementation, Observation, Scenario } from '../../../schemas/types/generated.js';
import reference from '../../../engine/adapter.js';
import { createEngine, type RuleTable } from '../../../engine/index.js';

/** An in-process adapter over the reference engine with these rule-table entries replaced. */
export function plantedAdapter(name: string, overrides: Partial<RuleTable>) {
  const engine = createEngine(overrides);
  return {
    describe: (): Implementation => ({ ...reference.describe(), name }),
    run: (scenario: Readonly<Scenario>): Observation => engine.run(scenario),
  };
}

/** pay.energy-is-not-power misread: universal power pays energy too. */
export const universalPaysEnergy = plantedAdapter('planted:universal-pays-energy', {
  sourcePaysEnergy: (source) => source === 'energy' || source === 'universal',
});

/** pay.domain-match misread: power of any domain pays any power requirement. */
export const domainMatchSkipped = plantedAdapter('planted:domain-match-skipped', {
  sourcePaysPower: (source) => source !== 'energy',
});
