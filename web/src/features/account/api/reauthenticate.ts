/** Makes the ID token's auth_time "now": deleteAccount refuses a sign-in older than 5 minutes. Loaded on use. */
import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import { auth } from '@/lib/firebase/auth';

export async function confirmWithPassword(user: User, password: string): Promise<void> {
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
  // A fresh ID token, so the callable sees the new auth_time.
  await user.getIdToken(true);
}

export async function confirmWithGoogle(user: User): Promise<void> {
  await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
  await user.getIdToken(true);
}

/** Forgets the deleted account in this browser (and, through storage events, its other tabs). */
export const forgetSession = () => signOut(auth);
