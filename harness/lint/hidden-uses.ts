import type { Fixture } from '../../schemas/types/generated.js';
import { child } from '../text/pointer.js';
import type { CapabilityUse } from './use-types.js';

/** Whether a state pattern (a step's or the final one) names any player's `facedown` zone. */
function patternNamesFacedown(pattern: { readonly players?: Readonly<Record<string, object>> } | undefined): boolean {
  return Object.values(pattern?.players ?? {}).some((side) => 'facedown' in side);
}

/**
 * Hidden (spec/INTERPRETING.md 4.11, section 6): a `hide` step, a card facedown in `given`, or a state pattern that
 * names a `facedown` zone uses `keyword.hidden`.
 */
export function hiddenUses(fixture: Fixture): CapabilityUse[] {
  const uses: CapabilityUse[] = [];
  const use = (pointer: string): void => {
    uses.push({ capability: 'keyword.hidden', pointer, reason: 'uses-keyword' });
  };
  fixture.when.forEach((action, i) => {
    if (action.type === 'hide') use(child('/when', i));
  });
  Object.entries(fixture.given.players).forEach(([player, side]) => {
    if ((side.facedown ?? []).length > 0) use(child('/given/players', player, 'facedown'));
  });
  fixture.then.steps.forEach((step, i) => {
    if (patternNamesFacedown(step.state)) use(child('/then/steps', i, 'state'));
  });
  if (patternNamesFacedown(fixture.then.state)) use('/then/state');
  return uses;
}
