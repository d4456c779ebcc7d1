/** Marks a branch the types prove unreachable; reaching it anyway is a bug in the engine, not a rule violation. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}

/** Fails to compile unless `Missing` is never: `AllListed<Exclude<Union, (typeof LIST)[number]>>` keeps a list whole. */
export type AllListed<Missing extends never> = Missing;
