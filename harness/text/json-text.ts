/** JSON text of any value: JSON.stringify returns undefined for undefined (its type says string). */
export function jsonText(value: unknown, indent?: number): string {
  const text = JSON.stringify(value, null, indent) as string | undefined;
  return text ?? 'undefined';
}

/** At most this many characters of a value go into a message. */
export const MESSAGE_VALUE_CHARS = 200;

/** JSON text of a value for a message: "absent" for undefined, cut after `max` characters with an ellipsis. */
export function shortJson(value: unknown, max: number = MESSAGE_VALUE_CHARS): string {
  if (value === undefined) return 'absent';
  const text = jsonText(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
