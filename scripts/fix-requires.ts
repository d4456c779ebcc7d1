/**
 * Rewrites every fixture's `requires` to exactly the capabilities it uses (spec/INTERPRETING.md section 6), and
 * resolves git conflicts that lie only in `requires`.
 *
 *   npx tsx scripts/fix-requires.ts [--check] [file or folder...]   (default: fixtures/)
 *
 * Exits 0 with the number of files changed; with --check changes nothing and exits 1 when a file would change;
 * exits 2 when a file cannot be rewritten (a conflict outside requires, invalid JSON or schema) or the catalogue
 * cannot be loaded, naming the file and the problem. Such files are left untouched.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { globSync } from 'glob';
import { loadCatalogue } from '../harness/load/catalogue.js';
import { renderFinding } from '../harness/messages/index.js';
import { rewriteRequires } from './requires/rewrite.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CATALOGUE = 'fixtures/cards/catalogue.json';

function fixtureFiles(paths: readonly string[]): string[] {
  const files = paths.flatMap((path) =>
    statSync(path).isDirectory()
      ? globSync('**/*.json', { cwd: path, absolute: true, ignore: ['cards/**'] })
      : [resolve(path)],
  );
  return [...new Set(files)].filter((file) => !file.endsWith(join('cards', 'catalogue.json'))).sort();
}

async function main(args: readonly string[]): Promise<number> {
  const check = args.includes('--check');
  const paths = args.filter((arg) => arg !== '--check');
  const catalogue = loadCatalogue(join(root, CATALOGUE), CATALOGUE);
  if (catalogue.cards === undefined || catalogue.findings.length > 0) {
    for (const finding of catalogue.findings) console.error(`${CATALOGUE}: ${renderFinding(finding)}`);
    return 2;
  }
  const files = fixtureFiles(paths.length > 0 ? paths : [join(root, 'fixtures')]);
  const changed: string[] = [];
  let problems = 0;
  for (const file of files) {
    const shown = relative(process.cwd(), file);
    const text = readFileSync(file, 'utf8');
    const rewrite = await rewriteRequires(text, file, catalogue.cards);
    if (!rewrite.ok) {
      problems++;
      console.error(`${shown}: ${rewrite.problem}`);
    } else if (rewrite.text !== text) {
      changed.push(shown);
      if (!check) writeFileSync(file, rewrite.text);
    }
  }
  for (const file of changed) console.log(`${check ? 'would change' : 'changed'} ${file}`);
  const verb = check ? 'would change' : 'changed';
  console.log(
    `${changed.length} of ${files.length} fixture files ${verb}${problems > 0 ? `, ${problems} left as they are` : ''}`,
  );
  if (problems > 0) return 2;
  return check && changed.length > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
