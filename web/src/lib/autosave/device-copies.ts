/**
 * Kept at every edit, one per member and piece ('new' before the first save).
 * docs/decisions/0109-writing-is-never-lost.md
 */
export interface DeviceCopy<Values> {
  values: Values;
  /** When the writer last changed it (ms). */
  editedAt: number;
  /** The server version these edits started from (fingerprint()); null for a piece the server has not got. */
  base: string | null;
}

const PREFIX = 'voa:writing:';

/** The storage key of a member's piece of writing, e.g. ('uid', 'post', 'new'). */
export const deviceCopyKey = (uid: string, kind: string, id: string) => `${PREFIX}${uid}:${kind}:${id}`;

/** The browser's localStorage, or null where it cannot be used (private modes, a blocked origin). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The copy under `key`, if one is there and has the shape `isValues` checks (anything else is ignored). */
export function readDeviceCopy<Values>(key: string, isValues: (values: unknown) => values is Values) {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    const copy = JSON.parse(text) as Partial<DeviceCopy<unknown>>;
    if (typeof copy.editedAt !== 'number' || !(typeof copy.base === 'string' || copy.base === null)) return null;
    return isValues(copy.values) ? { values: copy.values, editedAt: copy.editedAt, base: copy.base } : null;
  } catch {
    return null;
  }
}

/** Keeps the copy; false when the device refused it (storage full or blocked). */
export function writeDeviceCopy<Values>(key: string, copy: DeviceCopy<Values>): boolean {
  try {
    const store = storage();
    store?.setItem(key, JSON.stringify(copy));
    return store !== null;
  } catch {
    return false;
  }
}

export function removeDeviceCopy(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** The keys of a member's copies of one kind ('post'), with their ids. */
export function deviceCopyIds(uid: string, kind: string): string[] {
  const store = storage();
  if (!store) return [];
  const prefix = deviceCopyKey(uid, kind, '');
  return Array.from({ length: store.length }, (_, index) => store.key(index))
    .filter((key): key is string => key?.startsWith(prefix) === true)
    .map((key) => key.slice(prefix.length));
}

/** 53 bits of cyrb53, in base 36: enough to tell whether the server's version is still the copy's base. */
export function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** What to open: the server's version, the device copy (it continues the server's), or ask the writer. */
export type RestoreChoice<Values> =
  { open: 'server' } | { open: 'device'; copy: DeviceCopy<Values> } | { open: 'ask'; copy: DeviceCopy<Values> };

/** Never silently loses either: a copy written beside another change of the server's is offered to the writer. */
export function restoreChoice<Values>(
  copy: DeviceCopy<Values> | null,
  server: string | null,
  fingerprintOf: (values: Values) => string,
): RestoreChoice<Values> {
  if (!copy || (server !== null && fingerprintOf(copy.values) === server)) return { open: 'server' };
  if (server === null || copy.base === server) return { open: 'device', copy };
  return { open: 'ask', copy };
}
