/** The observations a correct engine makes on the test corpus, by fixture ID (test/harness/fixtures/observations.json). */
import { readFileSync } from 'node:fs';
import type { Observation } from '../../../schemas/types/generated.js';

const file = new URL('../fixtures/observations.json', import.meta.url);

/** A fresh copy of the recorded observations. */
export function recordedObservations(): Record<string, Observation> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, Observation>;
}

/** The recorded observation of one fixture; throws for a fixture that has none. */
export function recordedObservation(id: string): Observation {
  const observation = recordedObservations()[id];
  if (!observation) throw new Error(`no recorded observation for ${id}`);
  return observation;
}
