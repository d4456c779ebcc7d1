/** Uses of the continuous-effect capabilities, one per kind of cost modifier (spec/INTERPRETING.md section 6). */
import type { Capability, Effect, Fixture } from '../../schemas/types/generated.js';
import { child } from '../text/pointer.js';
import type { CapabilityUse } from './feature-uses.js';

type Kind = Capability & `effects.cost-modifiers.${string}`;

/** Whether an increase or a discount names a positive amount of power. */
function namesPower(effect: { readonly power?: Readonly<Record<string, number | undefined>> }): boolean {
  return Object.values(effect.power ?? {}).some((amount) => (amount ?? 0) > 0);
}

/** The kinds of modifier one effect is: an increase or a discount of energy, of power, or both; and the rest. */
function kindsOf(effect: Effect): Kind[] {
  switch (effect.kind) {
    case 'cost-increase':
    case 'cost-reduction': {
      const change = effect.kind === 'cost-increase' ? 'increase' : 'reduction';
      const power = namesPower(effect);
      const energy = (effect.energy ?? 0) > 0 || !power;
      const kinds: Kind[] = [];
      if (energy) kinds.push(`effects.cost-modifiers.energy-${change}`);
      if (power) kinds.push(`effects.cost-modifiers.power-${change}`);
      if (effect.kind === 'cost-reduction' && effect.minimum !== undefined)
        kinds.push('effects.cost-modifiers.minimum');
      return kinds;
    }
    case 'ignore-base-cost':
    case 'ignore-all-costs':
      return ['effects.cost-modifiers.ignore'];
    case 'grant-keyword':
      return ['effects.cost-modifiers.grant-keyword'];
    case 'applied-cost':
      return ['effects.cost-modifiers.applied-cost'];
  }
}

/** Each effect of `given` uses the capability of each kind of modifier it is. */
export function effectUses(fixture: Fixture): CapabilityUse[] {
  return (fixture.given.effects ?? []).flatMap((effect, k) =>
    kindsOf(effect).map((capability) => ({
      capability,
      pointer: child('/given/effects', k),
      reason: 'has-effect-kind' as const,
    })),
  );
}
