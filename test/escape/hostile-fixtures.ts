/** A fixture folder whose strings attack the reports: a hostile title, a hostile property name, a hostile file name. */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../protocol/cli-helpers.js';
import { PAYLOAD, payloadOf } from './payload.js';

const SOURCE = 'cost-any-power-discount-against-an-increase-of-two-keys';

/** A file name with lone CRs and HTML: `cost-x\r\r<h1>✅ ... passed<details open>...\r\r.json`. */
export const HOSTILE_FILE_NAME =
  'cost-x\r\r<h1>\u2705 Riftbound conformance: 328 of 328 passed<details open><summary>\r\r.json';

/**
 * Writes the folder under `dir`: two valid fixtures (one whose title is the payload and whose expected total cost
 * makes the reference engine fail it), and two invalid ones (a property name holding the payload; a hostile file
 * name). Returns the folder.
 */
export function writeHostileFixtures(dir: string): string {
  const folder = join(dir, 'fx-strings');
  mkdirSync(join(folder, 'cost'), { recursive: true });
  mkdirSync(join(folder, 'cards'), { recursive: true });
  copyFileSync(join(ROOT, 'fixtures/cards/catalogue.json'), join(folder, 'cards/catalogue.json'));
  const read = (id: string) =>
    JSON.parse(readFileSync(join(ROOT, 'fixtures/cost', `${id}.json`), 'utf8')) as Record<string, unknown>;
  const write = (name: string, fixture: unknown) => {
    writeFileSync(join(folder, 'cost', name), JSON.stringify(fixture, null, 2));
  };
  const titled = read('cost-any-power-discount-reduces-deflect');
  const then = titled.then as { steps: { totalCost?: unknown }[] };
  if (then.steps[0]) then.steps[0].totalCost = { energy: 7 };
  write('cost-any-power-discount-reduces-deflect.json', { ...titled, title: payloadOf(200) });
  write(`${SOURCE}.json`, read(SOURCE));
  const bad = read(SOURCE);
  write('cost-bad-key.json', {
    ...bad,
    id: 'cost-bad-key',
    given: { ...(bad.given as object), [payloadOf(200)]: 1, [PAYLOAD]: 2 },
  });
  write(HOSTILE_FILE_NAME, { ...read(SOURCE), id: 'cost-bad-name' });
  return folder;
}
