import type { NodePath } from '@babel/core';

/** The Stryker plugins of ignorers.js. */
export declare const strykerPlugins: readonly {
  readonly kind: string;
  readonly name: string;
  readonly value: { shouldIgnore(path: NodePath): string | undefined };
}[];
