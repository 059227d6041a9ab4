import { writeAudited } from '@/lib/firebase/audited-write';
import { fetchPage, loadFirestore, toDate, toText } from '@/lib/firebase/load-firestore';
import type { Cursor, Page, StoredSnapshot } from '@/lib/firebase/load-firestore';
import { CONTACT_COLLECTION, isContactTopic, type ContactTopic, type StoredContactMessage } from '@/lib/model';

/** The contact inbox reads 20 messages a page (admins only: firestore.rules). */
export const INBOX_PAGE_SIZE = 20;

type StoredMessage = StoredContactMessage<Date | null>;

/** `topic` is null for one the form does not offer. */
export type InboxMessage = Pick<StoredMessage, 'name' | 'email' | 'message' | 'created'> &
  Required<Pick<StoredMessage, 'handled' | 'handledAt'>> & { id: string; topic: ContactTopic | null };

export function toInboxMessage(snapshot: StoredSnapshot): InboxMessage {
  const data = snapshot.data();
  const topic = toText(data.topic);
  return {
    id: snapshot.id,
    name: toText(data.name),
    email: toText(data.email),
    topic: isContactTopic(topic) ? topic : null,
    message: toText(data.message),
    created: toDate(data.created),
    handled: data.handled === true,
    handledAt: toDate(data.handledAt),
  };
}

/** The inbox, newest first. */
export async function fetchInboxPage(after: Cursor | null): Promise<Page<InboxMessage>> {
  const sdk = await loadFirestore();
  const { db, collection, query, orderBy } = sdk;
  const messages = query(collection(db, CONTACT_COLLECTION), orderBy('created', 'desc'));
  return fetchPage(sdk, messages, INBOX_PAGE_SIZE, after, toInboxMessage);
}

/** The audit entry names the message by its path alone (no visitor's name). */
export async function setHandled(id: string, handled: boolean, uid: string): Promise<void> {
  await writeAudited((batch, { db, doc, serverTimestamp }) => {
    const target = doc(db, CONTACT_COLLECTION, id);
    batch.update(target, { handled, handledBy: uid, handledAt: serverTimestamp() });
    return { action: handled ? 'markContactHandled' : 'markContactUnhandled', target };
  });
}

export async function deleteInboxMessage(id: string): Promise<void> {
  await writeAudited((batch, { db, doc }) => {
    const target = doc(db, CONTACT_COLLECTION, id);
    batch.delete(target);
    return { action: 'deleteContactMessage', target };
  });
}

/** A new message has no `handled` field and a query cannot match a missing one: all less the handled. */
export async function countUnhandled(): Promise<number> {
  const { db, collection, query, where, getCount } = await loadFirestore();
  const messages = collection(db, CONTACT_COLLECTION);
  const [all, handled] = await Promise.all([
    getCount(messages),
    getCount(query(messages, where('handled', '==', true))),
  ]);
  return all.data().count - handled.data().count;
}
