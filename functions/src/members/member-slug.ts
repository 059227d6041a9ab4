import { type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, freeMemberSlug, memberSlugBase } from '#shared/model/index.js';

// A member's page address. Why: docs/decisions/0119-member-pages-at-their-slug.md

/**
 * Reads in the transaction (before its writes): the slug the card already has, or the first free one from the name. The
 * held cards are read too, so a suspended member's address is never given to another; the range reads serialise two
 * approvals of the same name.
 */
export async function memberSlugFor(
  db: Firestore,
  transaction: Transaction,
  card: DocumentSnapshot | null,
  displayName: string,
): Promise<string> {
  const kept: unknown = card?.get('slug');
  if (typeof kept === 'string' && kept !== '') return kept;
  const base = memberSlugBase(displayName);
  const startingWithBase = (collection: string) =>
    db.collection(collection).where('slug', '>=', base).where('slug', '<=', `${base}\uf8ff`).select('slug');
  const [cards, held] = await Promise.all([
    transaction.get(startingWithBase(COLLECTIONS.members)),
    transaction.get(startingWithBase(COLLECTIONS.heldCards)),
  ]);
  const taken = new Set([...cards.docs, ...held.docs].map((doc) => String(doc.get('slug'))));
  return freeMemberSlug(base, taken);
}
