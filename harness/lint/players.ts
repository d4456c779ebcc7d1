import { child } from '../text/pointer.js';
import { playerFields } from '../variants/instance-fields.js';
import type { LintCheck } from './context.js';

/**
 * Every player a fixture names must be one of `given.players` (spec/INTERPRETING.md 4.1): the turn's active player,
 * priority and focus, the passes, every action's player, chain items' controllers, effects, decisions, the players of
 * state patterns and events. Found by the schema walk (harness/variants/instance-fields.ts), so a field the schemas
 * type as a player later is checked without a change here.
 */
export const checkUnknownPlayers: LintCheck = ({ fixture }) => {
  const declared = new Set(Object.keys(fixture.given.players));
  const declarations = new Set([...declared].map((player) => child('/given/players', player)));
  return playerFields(fixture)
    .filter(({ value, pointer }) => !declarations.has(pointer) && !declared.has(value))
    .map(({ value, pointer }) => ({ code: 'fixture/unknown-player', pointer, data: { player: value } }));
};
