/** Apart from schema-helpers.ts so that turning form values into documents does not load zod. */

/** Items typed one per line (or comma-separated) → trimmed, non-empty strings. */
export function splitList(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);
}
