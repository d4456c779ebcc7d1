import { join, relative, resolve, sep } from 'node:path';
import type { Command } from 'commander';
import { filterFixtures } from '../../filters/filter.js';
import { writeReviewFixture } from '../../fuzz/fixture/write.js';
import { renderNotApplicable } from '../../messages/variants.js';
import { packagePath } from '../../load/paths.js';
import { TRANSFORM_NAMES, variantsOf, type VariantOutcome } from '../../variants/index.js';
import { EXIT, type CommandContext, type CommandModule } from '../context.js';
import { corpusOptions, filterOptions, fixtureFilter, type CorpusOptions, type FilterOptions } from '../options.js';
import { loadCorpusReporting } from '../session.js';

interface VariantsOptions extends CorpusOptions, FilterOptions {
  readonly write?: string;
}

/** One row per fixture and transform: the variant's ID, or why there is none. */
function row(outcome: VariantOutcome) {
  return outcome.applicable
    ? { of: outcome.variant.variant?.of, transform: outcome.transform, id: outcome.variant.fixture.id }
    : { of: outcome.of, transform: outcome.transform, reason: renderNotApplicable(outcome.why, outcome.detail) };
}

/** Writes each variant as <dir>/<chapter>/<id>.json, its $schema pointing at the package's fixture schema. */
async function writeVariants(outcomes: readonly VariantOutcome[], dir: string, cwd: string): Promise<number> {
  let written = 0;
  for (const outcome of outcomes) {
    if (!outcome.applicable) continue;
    const folder = resolve(cwd, dir, outcome.variant.chapter);
    const schema = relative(folder, packagePath('schemas', 'fixture.schema.json')).split(sep).join('/');
    await writeReviewFixture({ ...outcome.variant.fixture, $schema: schema }, join(dir, outcome.variant.chapter), cwd);
    written += 1;
  }
  return written;
}

async function variants(options: VariantsOptions, context: CommandContext): Promise<number> {
  const corpus = loadCorpusReporting(options, context);
  const selected = filterFixtures(corpus.fixtures, fixtureFilter(options));
  const outcomes = selected.flatMap((loaded) => variantsOf(loaded, corpus.cards));
  const written = options.write === undefined ? 0 : await writeVariants(outcomes, options.write, context.cwd);
  const rows = outcomes.map(row);
  if (options.json === true) context.io.out(`${JSON.stringify(rows, null, 2)}\n`);
  else {
    for (const transform of TRANSFORM_NAMES) {
      const mine = rows.filter((r) => r.transform === transform);
      const made = mine.filter((r) => r.id !== undefined).length;
      context.io.out(`${transform}: ${made} variants, ${mine.length - made} fixtures not applicable\n`);
    }
    context.io.out(`${rows.filter((r) => r.id !== undefined).length} variants of ${selected.length} fixtures\n`);
    if (options.write !== undefined) context.io.out(`${written} variant fixtures written under ${options.write}\n`);
  }
  return corpus.findings.length === 0 ? EXIT.ok : EXIT.usage;
}

/** `variants`: the metamorphic variants of the fixtures, with why a transform does not apply; --write writes them. */
export const variantsCommand: CommandModule = {
  name: 'variants',
  register(program: Command, context) {
    filterOptions(
      corpusOptions(
        program
          .command('variants')
          .description('list the metamorphic variants of the fixtures (run them with run --variants)'),
      ),
    )
      .option('--write <dir>', 'write every variant as a fixture file, <dir>/<chapter>/<id>.json, for review')
      .action(async (options: VariantsOptions) => {
        context.exit(await variants(options, context));
      });
  },
};
