/** The shards of the mutation run, as stryker.config.js cuts the engine, in the order `npm run mutation` runs them. */
export const SHARDS = ['root', 'chain', 'cost', 'keywords', 'pay', 'play', 'state'] as const;
