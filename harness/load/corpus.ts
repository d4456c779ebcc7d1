import { join, relative, sep } from 'node:path';
import type { Fixture } from '../../schemas/types/generated.js';
import { inFile, type Finding } from '../messages/findings.js';
import { chapterOf, checkDuplicateIds, checkFileName, type IdentifiedFixture } from '../lint/identity.js';
import { lintFixture } from '../lint/index.js';
import { loadCatalogue, type CatalogueCard } from './catalogue.js';
import { displayPath, locateCorpus, type CorpusSource } from './files.js';
import { corpusHash, type HashedFile } from './hash.js';
import { checkFixtureText } from './fixture-text.js';
import { lintReferences } from './references.js';
import { inputLimits } from './limits.js';
import { fileKind, refusalFacts, type FileRefusal } from './regular-file.js';
import { readUtf8 } from './read-text.js';
import { insideFolder, onceRealPath, uniqueByRealPath } from './real-paths.js';

/** A fixture that passed every check, ready to run. */
export interface LoadedFixture {
  readonly fixture: Fixture;
  /** The file as people see it (relative to the current folder when inside it). */
  readonly file: string;
  readonly path: string;
  readonly chapter: string;
  /** For a metamorphic variant (harness/variants/): the fixture it was made from, and the transform. */
  readonly variant?: { readonly of: string; readonly transform: string };
}

/** A loaded corpus: the valid fixtures in path order, the catalogue, every finding, and what the report records. */
export interface Corpus {
  readonly fixtures: readonly LoadedFixture[];
  readonly cards: ReadonlyMap<string, CatalogueCard>;
  readonly findings: readonly Finding[];
  /** How many fixture files the corpus holds, valid or not. */
  readonly fileCount: number;
  readonly hash: string;
  readonly cataloguePath: string;
}

/** The finding of a fixture file that was not read: not a regular file, too large, or a link out of the folder. */
function refusedFinding(file: string, refusal: FileRefusal | 'outside-folder'): Finding[] {
  const data = refusal === 'outside-folder' ? { problem: refusal } : refusalFacts(refusal);
  return inFile(file, [{ code: 'fixture/parse-error', data }]);
}

/** A link out of the fixture folder: named as a FIFO or device when it leads to one (/dev/zero), else as such. */
function outsideFinding(path: string, file: string): Finding[] {
  const kind = fileKind(path);
  if (kind === undefined || kind === 'file') return refusedFinding(file, 'outside-folder');
  return refusedFinding(file, { ok: false, problem: kind === 'folder' ? 'folder' : 'not-a-file', kind });
}

/** Reads one fixture file through parse, forbidden keys and schema; a fixture comes back only when all three hold. */
function readFixture(
  path: string,
  file: string,
  maxBytes: number,
): { fixture?: Fixture; text: string; findings: Finding[] } {
  const read = readUtf8(path, maxBytes);
  if ('problem' in read) return { text: '', findings: refusedFinding(file, read) };
  const { text } = read;
  if (!read.ok) {
    const { offset, line, column } = read;
    return {
      text,
      findings: inFile(file, [{ code: 'fixture/parse-error', line, column, data: { problem: 'encoding', offset } }]),
    };
  }
  const checked = checkFixtureText(text);
  if (!checked.ok) return { text, findings: inFile(file, [checked.finding]) };
  const findings = inFile(file, checked.findings);
  return findings.length > 0 ? { text, findings } : { fixture: checked.value as Fixture, text, findings };
}

function relativeTo(root: string, path: string): string {
  return relative(root, path).split(sep).join('/');
}

/** Loads, validates and lints a corpus. Synchronous, so that test runners can collect fixtures at import time. */
export function loadCorpus(source: CorpusSource = {}): Corpus {
  const located = locateCorpus(source);
  const catalogueFile = displayPath(located.cataloguePath, located.cwd);
  const catalogue = loadCatalogue(located.cataloguePath, catalogueFile, located.catalogueWithin);
  const references = lintReferences();
  const findings: Finding[] = inFile(catalogueFile, catalogue.findings);
  const hashed: HashedFile[] =
    catalogue.text === undefined
      ? []
      : [{ path: relativeTo(located.root, located.cataloguePath), content: catalogue.text }];
  // With each fixture its text: what the lint cache keeps the fixture's findings by.
  const candidates: (IdentifiedFixture & { readonly text: string })[] = [];
  const real = onceRealPath();
  const excluded = [located.cataloguePath, join(located.root, 'cards')];
  const fixtureFiles = uniqueByRealPath(located.fixtureFiles, excluded, real);
  const { maxFixtureBytes } = inputLimits(source);
  const inside = insideFolder(located.root, real);
  for (const path of fixtureFiles) {
    const file = displayPath(path, located.cwd);
    // A link out of the fixture folder is not read: its content would be quoted in published reports (CI secrets).
    const read = inside(path)
      ? readFixture(path, file, maxFixtureBytes)
      : { text: '', findings: outsideFinding(path, file) };
    hashed.push({ path: relativeTo(located.root, path), content: read.text });
    findings.push(...read.findings);
    if (read.fixture) candidates.push({ fixture: read.fixture, path, file, text: read.text });
  }
  const identity = [...candidates.flatMap(checkFileName), ...checkDuplicateIds(candidates)];
  findings.push(...identity);
  const fixtures: LoadedFixture[] = [];
  const lintContext = { cards: catalogue.cards, ...references };
  for (const candidate of candidates) {
    const own = [
      ...identity.filter((finding) => finding.file === candidate.file),
      ...inFile(candidate.file, lintFixture({ ...lintContext, fixture: candidate.fixture, text: candidate.text })),
    ];
    findings.push(...own.filter((finding) => !identity.includes(finding)));
    if (own.length === 0 && catalogue.cards !== undefined) {
      fixtures.push({
        fixture: candidate.fixture,
        file: candidate.file,
        path: candidate.path,
        chapter: chapterOf(candidate.fixture.id),
      });
    }
  }
  return {
    fixtures,
    cards: catalogue.cards ?? new Map(),
    findings,
    fileCount: fixtureFiles.length,
    hash: corpusHash(hashed),
    cataloguePath: catalogueFile,
  };
}
