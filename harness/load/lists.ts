import type {
  Capability,
  DimensionValue,
  FindingCode,
  RejectionCode,
  StatePart,
  Status,
} from '../../schemas/types/generated.js';
import { readPackageJson } from './paths.js';

/** Reads the constants of a closed list (spec/lists/<name>.schema.json: a oneOf of consts), in file order. */
function readList(name: string): readonly string[] {
  const schema = readPackageJson('spec', 'lists', `${name}.schema.json`) as { oneOf?: { const?: unknown }[] };
  const values = (schema.oneOf ?? []).map((entry) => entry.const);
  if (values.length === 0 || !values.every((value) => typeof value === 'string')) {
    throw new Error(`spec/lists/${name}.schema.json is not a oneOf of string constants`);
  }
  return values;
}

/** Every capability an adapter may declare, in list order. */
export const CAPABILITIES = readList('capabilities') as readonly Capability[];

/** Every status a fixture can end a run with, in list order. */
export const STATUSES = readList('statuses') as readonly Status[];

/** Every finding code of the harness, in list order. */
export const FINDING_CODES = readList('finding-codes') as readonly FindingCode[];

/** Every rejection code an engine may give, in list order. */
export const REJECTION_CODES = readList('rejection-codes') as readonly RejectionCode[];

/** Every part of a state an adapter may declare it observes, in list order. */
export const STATE_PARTS = readList('state-parts') as readonly StatePart[];
/** Every situation dimension value (`<dimension>.<value>`), in list order. */
export const DIMENSION_VALUES = readList('dimensions') as readonly DimensionValue[];

/** Narrows a string to a capability of the closed list. */
export function isCapability(value: string): value is Capability {
  return (CAPABILITIES as readonly string[]).includes(value);
}
