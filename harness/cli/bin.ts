#!/usr/bin/env node
/**
 * The executable of the package (`riftbound-conformance` in package.json's bin). Only this file awaits at top level;
 * nothing imports it, so an adapter module that imports the package entry never waits on the CLI that loads it.
 */
import { main } from './main.js';
import { keepVerdict } from './verdict-exit.js';

const record = keepVerdict();
record(await main(process.argv.slice(2)));
