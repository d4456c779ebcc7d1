import { readFileSync } from 'node:fs';
import { packagePath, readPackageJson } from '../load/paths.js';

/** The adapter protocol version this harness speaks (spec/INTERPRETING.md section 7). */
export const PROTOCOL_VERSION = 1;

/** The rules version the corpus follows. */
export const RULES_VERSION = 'Core Rules v1.4';

/** The package version: it is both the corpus version and the harness version. */
export const packageVersion: string = readVersion();

/** The interpreting contract version, read from the top of spec/INTERPRETING.md. */
export const interpretingVersion: string = readInterpretingVersion();

function readVersion(): string {
  const manifest = readPackageJson('package.json') as { version?: unknown };
  if (typeof manifest.version !== 'string') throw new Error('package.json has no version');
  return manifest.version;
}

function readInterpretingVersion(): string {
  const text = readFileSync(packagePath('spec', 'INTERPRETING.md'), 'utf8');
  const match = /Interpreting contract version \*\*([^*]+)\*\*/.exec(text);
  if (!match?.[1]) throw new Error('spec/INTERPRETING.md does not state "Interpreting contract version **x.y.z**"');
  return match[1];
}
