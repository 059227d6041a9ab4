/**
 * Firestore's REST encoding of document fields, both ways, for tests that arrange and check
 * documents through the emulator's REST API.
 */

/** A value tests write: Dates become timestamps, integers stay integers, lists and maps nest. */
export type SeedValue = string | number | boolean | null | Date | SeedValue[] | { [key: string]: SeedValue };

type RestValue = Record<string, unknown>;

function toRestValue(value: SeedValue): RestValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  if (typeof value === 'object') return { mapValue: { fields: toRestFields(value) } };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  return { stringValue: value };
}

export function toRestFields(data: Record<string, SeedValue>): Record<string, RestValue> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toRestValue(value)]));
}

/** A field as plain data: timestamps stay ISO strings, integers become numbers, lists and maps nest. */
function fromRestValue(value: RestValue): unknown {
  const [kind, raw] = Object.entries(value)[0] ?? [];
  switch (kind) {
    case 'integerValue':
      return Number(raw);
    case 'arrayValue':
      return ((raw as { values?: RestValue[] }).values ?? []).map(fromRestValue);
    case 'mapValue':
      return fromRestFields((raw as { fields?: Record<string, RestValue> }).fields ?? {});
    default:
      return raw;
  }
}

export function fromRestFields(fields: Record<string, RestValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));
}
