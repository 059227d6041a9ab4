import { findCard } from '@/lib/members/find-card';
import { auditedCollection } from '@/lib/firebase/audited-write';
import { loadFirestore, textsOf, toDate, type Cursor } from '@/lib/firebase/load-firestore';
import { COLLECTIONS, LIMITS, type AdvisoryMember as StoredAdvisoryMember } from '@/lib/model';

/** advisoryMembers/{id} (shared/model/advisory-members.ts) as the app shows it: with its id, without `created`. */
export type AdvisoryMember = Omit<StoredAdvisoryMember<Date | null>, 'created'> & { id: string };

export function advisoryFromSnapshot(snapshot: Cursor): AdvisoryMember {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    ...textsOf(data, ['name', 'role', 'bio', 'photoUrl', 'memberUid', 'website']),
    order: Number(data.order ?? 0),
    updated: toDate(data.updated),
  };
}

/** A board is small (a few dozen at most): one query, capped (as the rules cap it), in the board's order. */
export const ADVISORY_CAP = LIMITS.query.advisoryMembers;

export async function fetchAdvisoryBoard(cap: number = ADVISORY_CAP): Promise<AdvisoryMember[]> {
  const { collection, db, getDocs, limit, orderBy, query } = await loadFirestore();
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.advisoryMembers), orderBy('order'), limit(cap)));
  return snapshot.docs.map(advisoryFromSnapshot);
}

/** The uid of the card a member's address names, if it is in the directory: a board member may link only to one that is. */
export async function memberCardUid(slugOrUid: string): Promise<string | null> {
  return (await findCard(slugOrUid))?.id ?? null;
}

export type AdvisoryInput = Omit<AdvisoryMember, 'id' | 'updated'>;

export const { save: saveAdvisoryMember, remove: deleteAdvisoryMember } = auditedCollection<AdvisoryInput, 'name'>(
  COLLECTIONS.advisoryMembers,
  { create: 'createAdvisoryMember', edit: 'editAdvisoryMember', delete: 'deleteAdvisoryMember' },
  'name',
);
