import type { Capability, Implementation, Observation, Scenario } from '../schemas/types/generated.js';
import { createEngine } from './engine.js';
import type { AllListed } from './state/assert.js';
import { packageVersion } from './version.js';

/** Every capability of spec/lists/capabilities.schema.json: the reference engine implements them all. */
export const CAPABILITIES = [
  'keyword.accelerate',
  'keyword.deflect',
  'keyword.repeat',
  'keyword.flow',
  'cards.synthetic',
  'cards.multi-domain',
  'effects.cost-modifiers',
  'cost.non-resource',
  'cost.card-options',
  'power.universal',
  'abilities.activate',
  'payment.add-abilities',
  'payment.auto',
  'payment.scripted-spend',
  'turn.phases',
  'chain.priority',
  'report.events',
  'report.rejection-codes',
  'report.total-cost',
] as const satisfies readonly Capability[];

/** Fails to compile when the closed list gains a capability that CAPABILITIES lacks. */
export type UnlistedCapabilities = AllListed<Exclude<Capability, (typeof CAPABILITIES)[number]>>;

const engine = createEngine();
const version = packageVersion(import.meta.url);

/** The reference engine's in-process adapter: it runs each scenario and reports what the engine did, step by step. */
const adapter = {
  describe(): Implementation {
    return {
      name: 'riftbound-reference',
      version,
      language: 'TypeScript',
      parallelSafe: true,
      capabilities: [...CAPABILITIES],
    };
  },
  run(scenario: Readonly<Scenario>): Observation {
    return engine.run(scenario);
  },
};

export default adapter;
