import type { Page } from 'playwright-core';
import { hostPort, loadSuiteConfig } from '#tools/emulators/config.ts';
import {
  authAdmin,
  grantAdminRights,
  tokenClaims,
  uniqueEmail,
  type Emulators,
  type TestAccount,
} from '#shared/testing/index.ts';

/**
 * Accounts for the journeys, made through the Auth emulator's REST API (shared/testing): the same
 * endpoints the Firebase SDK calls, and its admin endpoints for claims and look-ups.
 */
const config = loadSuiteConfig();
const emulators: Emulators = {
  projectId: config.projectId,
  firestore: hostPort(config.firestore),
  auth: hostPort(config.auth),
};
const auth = authAdmin(emulators);

export type TestUser = TestAccount;
export { tokenClaims, uniqueEmail };

/** Signs up a user with e-mail and password (what the sign-up form does through the SDK). */
export const signUp = auth.signUp;
/** Signs up a user whose address is verified (as after the verification link), with a token that says so. */
export const signUpVerified = auth.signUpVerified;
/** Signs an existing user in again: the new ID token carries the custom claims set since. */
export const signIn = auth.signIn;
/** Sets custom claims (e.g. { admin: true }) as the Admin SDK's setCustomUserClaims does. */
export const grantClaims = auth.setClaims;
/** Admin rights as manageMember grants them: the claim and admins/{uid}; sign in again after. */
export const grantAdmin = (uid: string) => grantAdminRights(emulators, uid);
/** The account with this e-mail (admin look-up), e.g. one the sign-up form or the Google popup made. */
export const accountByEmail = auth.lookup;
/** The out-of-band codes (password reset, e-mail verification, address change) the Auth emulator recorded for an e-mail. */
export const oobCodes = auth.oobCodes;
/** The latest code of a kind sent to an e-mail, waited for (the app may send it a moment later). */
export const latestOobCode = auth.latestOobCode;

/**
 * Puts a signed-in session into the browser the way the Firebase SDK keeps it (localStorage),
 * so a page opened afterwards starts signed in without the sign-in UI.
 * Journeys that test signing in itself go through the form instead. The page must be on the
 * site's origin; `apiKey` is the build's VITE_FIREBASE_API_KEY (web/.env).
 */
export async function storeSession(
  page: Page,
  user: TestUser,
  apiKey = process.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
): Promise<void> {
  const now = Date.now();
  const key = `firebase:authUser:${apiKey}:[DEFAULT]`;
  const value = {
    uid: user.uid,
    email: user.email,
    // As the token says: the app reads the account's state from here until it reloads it.
    emailVerified: tokenClaims(user.idToken).email_verified === true,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: user.email,
        email: user.email,
        displayName: null,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: { refreshToken: user.refreshToken, accessToken: user.idToken, expirationTime: now + 3_600_000 },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey,
    appName: '[DEFAULT]',
  };
  // Where the SDK keeps it (browserLocalPersistence first, web/src/lib/firebase/auth.ts), as it writes it.
  await page.evaluate(([name, json]) => localStorage.setItem(name, json), [key, JSON.stringify(value)] as const);
}
