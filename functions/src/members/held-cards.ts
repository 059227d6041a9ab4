import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, IMAGE_FIELDS, type CardHoldReason, type HeldCard, type MemberCard } from '#shared/model/index.js';
import { keepUploadsFor } from '../media/attach-images.js';

// A card held out of the directories, and back. Why: docs/decisions/0029-member-management-actions.md

export const heldCardRef = (db: Firestore, uid: string) => db.collection(COLLECTIONS.heldCards).doc(uid);

/** Reads now; the returned function writes once the transaction's other reads are done. */
export async function holdCard(
  db: Firestore,
  transaction: Transaction,
  card: DocumentSnapshot,
  reason: CardHoldReason,
): Promise<() => void> {
  const heldRef = heldCardRef(db, card.id);
  const keepPortrait = await keepUploadsFor(db, transaction, card.data(), IMAGE_FIELDS.members, heldRef.path);
  return () => {
    const held: HeldCard<unknown> = {
      ...(card.data() as MemberCard<unknown>),
      held: FieldValue.serverTimestamp(),
      reason,
    };
    transaction.set(heldRef, held);
    transaction.delete(card.ref);
    keepPortrait();
  };
}

/** Puts a held card back in the directories as it was; the same two steps as holdCard. */
export async function restoreHeldCard(
  db: Firestore,
  transaction: Transaction,
  held: DocumentSnapshot,
): Promise<() => void> {
  const cardRef = db.collection(COLLECTIONS.members).doc(held.id);
  const keepPortrait = await keepUploadsFor(db, transaction, held.data(), IMAGE_FIELDS.members, cardRef.path);
  return () => {
    const { held: _since, reason: _reason, ...card } = held.data() as HeldCard<unknown>;
    transaction.set(cardRef, card);
    transaction.delete(held.ref);
    keepPortrait();
  };
}
