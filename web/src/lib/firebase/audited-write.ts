import type { DocumentReference, Transaction, WriteBatch } from 'firebase/firestore/lite';
import { COLLECTIONS, type AuditEntry, type AuditHead, type ContentAuditAction } from '@/lib/model';
import { loadFirestore, type Sdk } from './load-firestore';

/** What an admin's write records: the action as the rules compute it, the document, its name. */
export interface AuditNote {
  action: ContentAuditAction;
  target: DocumentReference;
  /** The document's title, name or caption as it is after the write (before it, for a delete). */
  name?: string;
}

/** firestore.rules refuses an admin's write without both, in one commit (docs/decisions/0001). One entry per commit. */
export function addAuditEntry(sdk: Sdk, writer: WriteBatch | Transaction, uid: string, note: AuditNote): void {
  const { collection, db, doc, serverTimestamp } = sdk;
  const entry = doc(collection(db, COLLECTIONS.auditLog));
  const data: AuditEntry = {
    actor: uid,
    target: note.target.path,
    action: note.action,
    details: note.name === undefined ? {} : { name: note.name },
    at: serverTimestamp(),
  };
  const head: AuditHead = { entry: entry.id };
  // WriteBatch and Transaction share set(); each returns its own type, which is not needed here.
  (writer as WriteBatch).set(entry, data);
  (writer as WriteBatch).set(doc(db, COLLECTIONS.auditHeads, uid), head);
}

/** The signed-in admin's uid: the rules check the entry names the writer. */
export async function currentAdminUid(): Promise<string> {
  const { auth } = await import('./auth');
  const uid = auth.currentUser?.uid;
  if (!uid) throw Object.assign(new Error('signed out'), { code: 'permission-denied' });
  return uid;
}

/** `write` adds the write (or an action's writes) and returns what the entry records. */
export async function writeAudited(write: (batch: WriteBatch, sdk: Sdk) => AuditNote): Promise<void> {
  const [sdk, uid] = await Promise.all([loadFirestore(), currentAdminUid()]);
  const batch = sdk.writeBatch(sdk.db);
  addAuditEntry(sdk, batch, uid, write(batch, sdk));
  await batch.commit();
}

/** For a write that reads first: a slug that must be free, a state that decides the action. */
export async function transactAudited(
  write: (transaction: Transaction, sdk: Sdk) => Promise<AuditNote>,
): Promise<void> {
  const [sdk, uid] = await Promise.all([loadFirestore(), currentAdminUid()]);
  await sdk.runTransaction(sdk.db, async (transaction) => {
    addAuditEntry(sdk, transaction, uid, await write(transaction, sdk));
  });
}

export async function setPublishedAudited(
  collectionName: string,
  action: ContentAuditAction,
  item: { id: string; name: string },
  published: boolean,
): Promise<void> {
  await writeAudited((batch, { db, doc, serverTimestamp }) => {
    const target = doc(db, collectionName, item.id);
    batch.update(target, { published, updated: serverTimestamp() });
    return { action, target, name: item.name };
  });
}

/** The audit actions of a collection whose documents an admin creates, edits and deletes whole. */
export interface DocumentActions {
  create: ContentAuditAction;
  edit: ContentAuditAction;
  delete: ContentAuditAction;
}

/** `id` null: a new id. */
async function saveAuditedDocument(
  collectionName: string,
  actions: DocumentActions,
  id: string | null,
  fields: Record<string, unknown>,
  name: string,
): Promise<void> {
  await writeAudited((batch, { collection, db, doc, serverTimestamp }) => {
    const stamped = { ...fields, updated: serverTimestamp() };
    if (id) {
      const target = doc(db, collectionName, id);
      batch.update(target, stamped);
      return { action: actions.edit, target, name };
    }
    const target = doc(collection(db, collectionName));
    batch.set(target, { ...stamped, created: serverTimestamp() });
    return { action: actions.create, target, name };
  });
}

/** An admin's delete of one document of `collectionName`, audited under its name. */
async function deleteAuditedDocument(
  collectionName: string,
  actions: DocumentActions,
  item: { id: string; name: string },
): Promise<void> {
  await writeAudited((batch, { db, doc }) => {
    const target = doc(db, collectionName, item.id);
    batch.delete(target);
    return { action: actions.delete, target, name: item.name };
  });
}

/** The audit entry names a document by its `nameKey` field. */
export function auditedCollection<Input extends Record<NameKey, string>, NameKey extends string>(
  collectionName: string,
  actions: DocumentActions,
  nameKey: NameKey,
) {
  return {
    save: (id: string | null, input: Input): Promise<void> =>
      saveAuditedDocument(collectionName, actions, id, input, input[nameKey]),
    remove: (item: { id: string } & Pick<Input, NameKey>): Promise<void> =>
      deleteAuditedDocument(collectionName, actions, { id: item.id, name: item[nameKey] }),
  };
}
