import pc from 'picocolors';

/** The colour functions of picocolors, on or off. */
export type Colors = ReturnType<typeof pc.createColors>;

/** Colours for an output that does (or does not) take them. */
export function colors(enabled: boolean): Colors {
  return pc.createColors(enabled);
}
