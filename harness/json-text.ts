/** JSON text of any value: JSON.stringify returns undefined for undefined (its type says string). */
export function jsonText(value: unknown, indent?: number): string {
  const text = JSON.stringify(value, null, indent) as string | undefined;
  return text ?? 'undefined';
}
