import { readFileSync } from 'node:fs';
import type { CardCatalogue } from '../../../schemas/types/generated.js';
import { indexCards } from '../../../engine/decide.js';
import type { CardDefinition, CardIndex } from '../../../engine/state/types.js';

/** The corpus's card catalogue (fixtures/cards/catalogue.json). */
export const CATALOGUE: readonly CardDefinition[] = (
  JSON.parse(readFileSync(new URL('../../../fixtures/cards/catalogue.json', import.meta.url), 'utf8')) as CardCatalogue
).cards;

export const CARDS: CardIndex = indexCards(CATALOGUE);

/** Catalogue IDs by the names the tests use. */
export const CARD = {
  brazenBuccaneer: 'OGN-002',
  legionRearguard: 'OGN-010',
  charm: 'OGN-043',
  energyConduit: 'OGN-098',
  abandon: 'UNL-131',
  dredgeUp: 'VEN-049',
  watchfulSquire: 'TST-001',
  driftingScout: 'TST-002',
  emberVanguard: 'TST-003',
  twiceHastedRunner: 'TST-004',
  bulwarkSentinel: 'TST-005',
  shieldBearer: 'TST-006',
  bastionColossus: 'TST-007',
  twinStrike: 'TST-008',
  redirect: 'TST-009',
  echoingBolt: 'TST-010',
  twofoldCurrent: 'TST-011',
  boomerangVerse: 'TST-012',
  titheCollector: 'TST-013',
  bloodRally: 'TST-014',
  opportuneStudy: 'TST-015',
  dawnChime: 'TST-016',
  noonBell: 'TST-017',
  surgeOfPower: 'TST-018',
  wardedSentry: 'TST-019',
  militiaRecruit: 'TST-020',
  stormHerald: 'TST-021',
  quickStudy: 'TST-022',
  chorusOfEchoes: 'TST-027',
  grapplingPost: 'TST-028',
  twilightWaltz: 'TST-029',
  echoingShove: 'TST-030',
  tollingSentry: 'TST-032',
  prismConverter: 'TST-033',
  ancientHenge: 'SFD-117',
  vigilBellkeeper: 'TST-036',
} as const;

/** A card's definition; throws for an ID the catalogue lacks (a mistake in the test). */
export function definition(id: string): CardDefinition {
  const found = CARDS.get(id);
  if (!found) throw new Error(`no card ${id} in the catalogue`);
  return found;
}
