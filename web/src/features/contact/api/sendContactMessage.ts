import { CONTACT_COLLECTION, toContactDocument, type ContactMessage } from '../../../lib/model';

/**
 * Stores a contact message. Firestore lite and the Firebase app load on the first send, so the
 * contact page itself stays light. `created` is the server's time (the rules require it).
 */
export async function sendContactMessage(values: ContactMessage): Promise<void> {
  const [{ addDoc, collection, serverTimestamp }, { db }] = await Promise.all([
    import('firebase/firestore/lite'),
    import('../../../lib/firebase/firestore'),
  ]);
  await addDoc(collection(db, CONTACT_COLLECTION), { ...toContactDocument(values), created: serverTimestamp() });
}
