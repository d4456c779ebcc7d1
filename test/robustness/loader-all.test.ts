/** The loader and the validator never throw: every random case of each property (slow; a sample in loader.test.ts). */
import { describeLoaderProperties } from './loader-properties.js';

describeLoaderProperties(1);
