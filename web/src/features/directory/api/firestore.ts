// Firestore lite, loaded on demand like features/auth/api/profile.ts: pages that never query it
// never download it.
export async function firestore() {
  const [{ db }, sdk] = await Promise.all([
    import('../../../lib/firebase/firestore'),
    import('firebase/firestore/lite'),
  ]);
  return { db, ...sdk };
}

/** Firestore Timestamps (or anything else) to a Date, for display. */
export function toDate(value: unknown): Date | null {
  return value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function'
    ? (value.toDate() as Date)
    : null;
}
