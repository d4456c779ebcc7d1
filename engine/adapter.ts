import type { Capability, Implementation, Observation, QueryReply, Scenario } from '../schemas/types/generated.js';
import type { QueryRequest } from './query/request.js';
import { createEngine } from './engine.js';
import type { AllListed } from './state/assert.js';
import { packageVersion } from './version.js';

/** Every capability of spec/lists/capabilities.schema.json: the reference engine implements them all. */
export const CAPABILITIES = [
  'keyword.accelerate',
  'keyword.deflect',
  'keyword.repeat',
  'keyword.repeat.cost',
  'keyword.repeat.targets',
  'keyword.flow',
  'keyword.hidden',
  'keyword.equip',
  'keyword.empower',
  'cards.synthetic',
  'cards.multi-domain',
  'effects.cost-modifiers',
  'effects.cost-modifiers.energy-increase',
  'effects.cost-modifiers.energy-reduction',
  'effects.cost-modifiers.power-increase',
  'effects.cost-modifiers.power-reduction',
  'effects.cost-modifiers.ignore',
  'effects.cost-modifiers.minimum',
  'effects.cost-modifiers.grant-keyword',
  'effects.cost-modifiers.applied-cost',
  'cost.non-resource',
  'cost.exhaust-friendly',
  'cost.return-to-hand',
  'cost.qualified',
  'cost.xp',
  'cost.x',
  'cost.computed-discount',
  'cost.this-turn-condition',
  'board.buffs',
  'cost.card-options',
  'power.universal',
  'abilities.activate',
  'abilities.own-cost',
  'abilities.triggered.becomes-ready',
  'abilities.triggered.targeted',
  'abilities.triggered.beginning-phase',
  'abilities.triggered.main-phase-start',
  'payment.add-abilities',
  'payment.auto',
  'payment.scripted-spend',
  'turn.phases',
  'turn.advance-to.main',
  'turn.advance-to.end',
  'chain.priority',
  'chain.passing',
  'chain.resolution',
  'chain.showdown',
  'instructions.new-targets',
  'instructions.optional-payment',
  'instructions.predict',
  'report.events',
  'report.cost-breakdown',
  'report.rejection-codes',
  'report.total-cost',
  'query.playable',
  'query.total-cost',
  'query.can-pay',
  'query.playable-cards',
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
      contract: 7,
    };
  },
  run(scenario: Readonly<Scenario>): Observation {
    return engine.run(scenario);
  },
  query(request: QueryRequest): QueryReply {
    return engine.query(request.scenario, request.queries);
  },
};

export default adapter;
