import { loadFirestore } from '../../../lib/firebase/load-firestore';
import { CONTACT_COLLECTION, toContactDocument, type ContactMessage } from '../../../lib/model';

/**
 * Stores a contact message. Firestore lite and the Firebase app load on the first send, so the
 * contact page itself stays light. `created` is the server's time (the rules require it).
 */
export async function sendContactMessage(values: ContactMessage): Promise<void> {
  const { db, addDoc, collection, serverTimestamp } = await loadFirestore();
  await addDoc(collection(db, CONTACT_COLLECTION), { ...toContactDocument(values), created: serverTimestamp() });
}
