/**
 * The loader and the validator never throw: a quarter of the random cases of each property (all of them run in the
 * slow tests, loader-all.test.ts).
 */
import { describeLoaderProperties } from './loader-properties.js';

describeLoaderProperties(0.25);
