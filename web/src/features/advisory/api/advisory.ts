import { loadFirestore, toDate, type Cursor } from '../../../lib/firebase/load-firestore';
import { COLLECTIONS, LIMITS } from '../../../lib/model';

/** advisoryMembers/{id}: the shape firestore.rules (isValidAdvisoryMember) accepts. */
export interface AdvisoryMember {
  id: string;
  name: string;
  role: string;
  bio: string;
  photoUrl: string;
  links: { label: string; url: string }[];
  order: number;
  updated: Date | null;
}

export function advisoryFromSnapshot(snapshot: Cursor): AdvisoryMember {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    name: String(data.name ?? ''),
    role: String(data.role ?? ''),
    bio: String(data.bio ?? ''),
    photoUrl: String(data.photoUrl ?? ''),
    links: Array.isArray(data.links) ? (data.links as AdvisoryMember['links']) : [],
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

export type AdvisoryInput = Omit<AdvisoryMember, 'id' | 'updated'>;

export async function saveAdvisoryMember(id: string | null, input: AdvisoryInput): Promise<void> {
  const { addDoc, collection, db, doc, serverTimestamp, updateDoc } = await loadFirestore();
  if (id) await updateDoc(doc(db, COLLECTIONS.advisoryMembers, id), { ...input, updated: serverTimestamp() });
  else
    await addDoc(collection(db, COLLECTIONS.advisoryMembers), {
      ...input,
      created: serverTimestamp(),
      updated: serverTimestamp(),
    });
}

export async function deleteAdvisoryMember(id: string): Promise<void> {
  const { db, deleteDoc, doc } = await loadFirestore();
  await deleteDoc(doc(db, COLLECTIONS.advisoryMembers, id));
}
