import { loadFirestore } from '@/lib/firebase/load-firestore';
import {
  COLLECTIONS,
  MAIL_KINDS,
  UNSUBSCRIBE_ENDPOINT_PATH,
  receives,
  unsubscribeQuery,
  type MailKind,
  type UnsubscribeLink,
} from '@/lib/model';

/** Which kinds of mail the member receives, every kind said. */
export type MailChoice = Record<MailKind, boolean>;

/** The choice a stored mailPreferences document makes (none stored: every kind on). */
export function choiceOf(stored: Record<string, unknown> | null): MailChoice {
  return Object.fromEntries(MAIL_KINDS.map((kind) => [kind, receives(stored ?? undefined, kind)])) as MailChoice;
}

/** Saves the member's choice (a merge: the functions' unsubscribe key stays as it is). */
export async function saveMailChoice(uid: string, choice: MailChoice): Promise<void> {
  const { db, doc, serverTimestamp, setDoc } = await loadFirestore();
  await setDoc(doc(db, COLLECTIONS.mailPreferences, uid), { ...choice, updated: serverTimestamp() }, { merge: true });
}

/** Why an unsubscribe link was refused: its code, for the page's sentence. */
export class UnsubscribeError extends Error {
  constructor(readonly code: 'incomplete-link' | 'unknown-link' | 'unavailable') {
    super(`Unsubscribe refused: ${code}`);
  }
}

/** Posts the link to the one-click endpoint (the mail programs' way too); resolves once it took. */
export async function unsubscribeByLink(link: UnsubscribeLink): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${UNSUBSCRIBE_ENDPOINT_PATH}?${unsubscribeQuery(link)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
  } catch {
    throw new UnsubscribeError('unavailable');
  }
  if (response.ok) return;
  if (response.status === 400) throw new UnsubscribeError('incomplete-link');
  if (response.status === 404) throw new UnsubscribeError('unknown-link');
  throw new UnsubscribeError('unavailable');
}
