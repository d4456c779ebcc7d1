import type { CommandModule } from '../context.js';
import { baselineCommand } from './baseline.js';
import { coverageCommand } from './coverage.js';
import { doctorCommand } from './doctor.js';
import { explainCommand } from './explain.js';
import { fuzzCommand } from './fuzz.js';
import { listCommand } from './list.js';
import { reportCommand } from './report.js';
import { runCommand } from './run.js';
import { serveCommand } from './serve.js';
import { smokeCommand } from './smoke.js';
import { strengthCommand } from './strength.js';
import { validateCommand } from './validate.js';
import { variantsCommand } from './variants.js';

/** Every CLI command, in help order. Adding a command is one file in this folder and one line here. */
export const COMMANDS: readonly CommandModule[] = [
  runCommand,
  validateCommand,
  listCommand,
  variantsCommand,
  explainCommand,
  coverageCommand,
  baselineCommand,
  reportCommand,
  serveCommand,
  smokeCommand,
  doctorCommand,
  strengthCommand,
  fuzzCommand,
];
