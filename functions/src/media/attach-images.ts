import { FieldValue, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { MEDIA_COLLECTION, mediaIdOf, type ImageFields } from '#shared/model/index.js';

export interface ImageWrite {
  db: Firestore;
  path: string;
  /** The document before and after the write; undefined when it did not exist (created, deleted). */
  before: DocumentData | undefined;
  after: DocumentData | undefined;
  fields: ImageFields;
}

/** What a run did: the upload ids it attached to the document, those it let go of (others use them), and those it deleted. */
export interface ImagesSettled {
  attached: string[];
  released: string[];
  deleted: string[];
}

/** The uploads the document's image fields hold, address to id (a seeded /community/ image is none). */
function uploadsIn(data: DocumentData | undefined, fields: ImageFields): Map<string, string> {
  const uploads = new Map<string, string>();
  for (const field of Object.keys(fields)) {
    const value: unknown = data?.[field];
    const id = typeof value === 'string' ? mediaIdOf(value) : null;
    if (id !== null) uploads.set(value as string, id);
  }
  return uploads;
}

/**
 * Each upload is settled by what the document holds now, not the event's `after` (events come out of order or late).
 * Safe to repeat. Why: docs/decisions/0040-uploaded-images.md
 */
export async function attachImages({ db, path, before, after, fields }: ImageWrite): Promise<ImagesSettled> {
  const held = uploadsIn(before, fields);
  const holds = uploadsIn(after, fields);
  const changed = [...holds, ...held].filter(([address]) => !held.has(address) || !holds.has(address));
  const settled: ImagesSettled = { attached: [], released: [], deleted: [] };
  for (const [address, id] of changed) {
    const outcome = await settleUpload(db, path, fields, address, id);
    if (outcome !== 'left') settled[outcome].push(id);
  }
  return settled;
}

/** In one transaction: attaches the upload if the document holds it, else lets it go (and deletes it when no other document uses it). */
async function settleUpload(
  db: Firestore,
  path: string,
  fields: ImageFields,
  address: string,
  id: string,
): Promise<keyof ImagesSettled | 'left'> {
  const record = db.collection(MEDIA_COLLECTION).doc(id);
  return db.runTransaction(async (transaction) => {
    const [document, upload] = await transaction.getAll(db.doc(path), record);
    // Gone (deleted already, or expired), or another image than the address names: nothing to settle.
    if (!upload?.exists || upload.get('address') !== address) return 'left';
    const usedBy = (upload.get('usedBy') as string[] | undefined) ?? [];
    if (uploadsIn(document?.data(), fields).has(address)) {
      if (usedBy.includes(path)) return 'left';
      transaction.update(record, { usedBy: FieldValue.arrayUnion(path), expireAt: null });
      return 'attached';
    }
    if (!usedBy.includes(path)) return 'left';
    if (usedBy.length > 1) {
      transaction.update(record, { usedBy: FieldValue.arrayRemove(path) });
      return 'released';
    }
    transaction.delete(record);
    return 'deleted';
  });
}

/**
 * Attached to the new path in the transaction, so the old path's trigger never deletes them in between. Reads now; the
 * returned function writes once the transaction's other reads are done.
 */
export async function keepUploadsFor(
  db: Firestore,
  transaction: Transaction,
  data: DocumentData | undefined,
  fields: ImageFields,
  path: string,
): Promise<() => void> {
  const uploads = [...uploadsIn(data, fields)];
  const records = uploads.length
    ? await transaction.getAll(...uploads.map(([, id]) => db.collection(MEDIA_COLLECTION).doc(id)))
    : [];
  return () => {
    records.forEach((record, index) => {
      if (record.exists && record.get('address') === uploads[index]?.[0]) {
        transaction.update(record.ref, { usedBy: FieldValue.arrayUnion(path), expireAt: null });
      }
    });
  };
}
