/** Each change first re-authenticates. Loaded on use. */
import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  linkWithPopup,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  updatePassword,
  verifyBeforeUpdateEmail,
  type User,
} from 'firebase/auth';
import { ACCOUNT_PATH } from '@/features/account/path';

/** How the member confirms it is them: their password, or the Google popup for a Google-only account. */
export type Confirmation = { password: string } | 'google';

// Firebase's re-authentication, as deleting the account does (reauthenticate.ts); no module of the
// app's Auth instance is imported here, so the build keeps that one a chunk of its own.
const confirm = (user: User, confirmation: Confirmation) =>
  confirmation === 'google'
    ? reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver)
    : reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', confirmation.password));

export async function changePassword(user: User, current: string, next: string): Promise<void> {
  await confirm(user, { password: current });
  await updatePassword(user, next);
}

/** The account keeps the old address until the link is followed, so the new one is verified first. */
export async function changeEmail(user: User, newEmail: string, confirmation: Confirmation): Promise<void> {
  await confirm(user, confirmation);
  await verifyBeforeUpdateEmail(user, newEmail, { url: new URL(ACCOUNT_PATH, location.origin).href });
}

/** Links a Google account, so the member may sign in with either. Returns the sign-in methods now. */
export async function linkGoogle(user: User): Promise<string[]> {
  const { user: linked } = await linkWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
  return linked.providerData.map((provider) => provider.providerId);
}
