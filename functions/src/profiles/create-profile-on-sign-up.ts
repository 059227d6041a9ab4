import type { Firestore } from 'firebase-admin/firestore';
import * as functions from 'firebase-functions/v1';
import { createInitialProfile } from './initial-profile.js';

/** What the handler needs of the new Auth user. */
export interface NewUser {
  uid: string;
  email?: string | undefined;
  /** The sign-in methods; empty for an anonymous account (the Auth SDK's user record always has it). */
  providerData?: readonly unknown[];
}

/** Creates the new member's profile unless one exists; an anonymous account (the contact page's) gets none. */
export async function handleUserCreated(db: Firestore, user: NewUser): Promise<void> {
  if (user.providerData?.length === 0) {
    functions.logger.debug('anonymous session: no profile', { uid: user.uid });
    return;
  }
  const created = await createInitialProfile(db, user.uid, user.email ?? null);
  functions.logger.info(created ? 'profile created' : 'profile already existed', { uid: user.uid });
}
