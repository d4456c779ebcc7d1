/**
 * What the transforms made of a fixture, kept by content within a process: a test suite, a coverage gate and a run
 * with variants that load the same corpus each make its variants once. A fixture and a catalogue with the same
 * content give the same variants (every transform is a pure function of the two), so the key is their content.
 * The variants kept are frozen: whoever gets one again gets it as it was made.
 */
import { createHash } from 'node:crypto';
import type { Fixture } from '../../schemas/types/generated.js';
import type { CatalogueCard } from '../load/catalogue.js';
import { deepFreeze } from '../scenario/freeze.js';

/**
 * How many fixtures the memo holds (a fuzzing campaign makes many). Once full it keeps what it holds and makes the
 * variants of other fixtures without keeping them: starting afresh would keep nothing of a run of more fixtures than
 * it holds (ten copies of the corpus), each fixture pushing out the ones the next run asks for first.
 */
const MAX_ENTRIES = 4096;

const catalogueDigests = new WeakMap<object, string>();

/** A digest of a catalogue's content, worked out once per catalogue object. */
function catalogueDigest(cards: ReadonlyMap<string, CatalogueCard>): string {
  let digest = catalogueDigests.get(cards);
  if (digest === undefined) {
    digest = createHash('sha256')
      .update(JSON.stringify([...cards]))
      .digest('hex');
    catalogueDigests.set(cards, digest);
  }
  return digest;
}

const memo = new Map<string, unknown>();

/** `make(fixture, cards)`, from the memo when a fixture of the same content was made against the same catalogue. */
export function memoizedVariants<T>(fixture: Fixture, cards: ReadonlyMap<string, CatalogueCard>, make: () => T): T {
  const key = `${catalogueDigest(cards)} ${JSON.stringify(fixture)}`;
  if (memo.has(key)) return memo.get(key) as T;
  const made = deepFreeze(make()) as T;
  if (memo.size < MAX_ENTRIES) memo.set(key, made);
  return made;
}
