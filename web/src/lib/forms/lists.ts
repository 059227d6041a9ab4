/**
 * Lists typed into one text box. Apart from schema-helpers.ts (zod) so that code turning form
 * values into documents does not load zod with it.
 */

/** Items typed one per line (or comma-separated) → trimmed, non-empty strings. */
export function splitList(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);
}
