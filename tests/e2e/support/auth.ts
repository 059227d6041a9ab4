import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { hostPort, loadSuiteConfig } from '../../../tools/emulators/config.ts';

/**
 * Accounts for the journeys, made through the Auth emulator's REST API (the same endpoints the
 * Firebase SDK calls; any API key is accepted). `Bearer owner` is the emulator's admin credential.
 */
const config = loadSuiteConfig();
const authBase = `http://${hostPort(config.auth)}`;
const identityToolkit = `${authBase}/identitytoolkit.googleapis.com/v1`;

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
  refreshToken: string;
}

async function post<T>(url: string, body: object, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok)
    throw new Error(`Auth emulator ${new URL(url).pathname}: ${json.error?.message ?? response.status}`);
  return json;
}

/** A fresh e-mail that no other test uses. */
export const uniqueEmail = (label = 'member') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** Signs up a user with e-mail and password (what the sign-up form does through the SDK). */
export async function signUp(email = uniqueEmail(), password = 'correct-horse-battery'): Promise<TestUser> {
  const result = await post<{ localId: string; idToken: string; refreshToken: string }>(
    `${identityToolkit}/accounts:signUp?key=any`,
    { email, password, returnSecureToken: true },
  );
  return { uid: result.localId, email, password, idToken: result.idToken, refreshToken: result.refreshToken };
}

/** Signs an existing user in again: the new ID token carries the custom claims set since. */
export async function signIn(email: string, password: string): Promise<TestUser> {
  const result = await post<{ localId: string; idToken: string; refreshToken: string }>(
    `${identityToolkit}/accounts:signInWithPassword?key=any`,
    { email, password, returnSecureToken: true },
  );
  return { uid: result.localId, email, password, idToken: result.idToken, refreshToken: result.refreshToken };
}

/** Sets custom claims (e.g. { admin: true }) as the Admin SDK's setCustomUserClaims does. */
export async function grantClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
  await post(
    `${identityToolkit}/projects/${config.projectId}/accounts:update`,
    { localId: uid, customAttributes: JSON.stringify(claims) },
    { Authorization: 'Bearer owner' },
  );
}

/** The account with this e-mail (admin look-up), e.g. one the sign-up form or the Google popup made. */
export async function accountByEmail(
  email: string,
): Promise<{ localId: string; email: string; displayName?: string; providerUserInfo?: { providerId: string }[] }> {
  const { users = [] } = await post<{ users?: { localId: string; email: string }[] }>(
    `${identityToolkit}/projects/${config.projectId}/accounts:lookup`,
    { email: [email] },
    { Authorization: 'Bearer owner' },
  );
  const [user] = users;
  if (!user) throw new Error(`no account for ${email} in the Auth emulator`);
  return user;
}

/** The out-of-band codes (password reset, e-mail verification) the Auth emulator recorded for an e-mail. */
export async function oobCodes(email: string): Promise<{ email: string; requestType: string; oobCode: string }[]> {
  const response = await fetch(`${authBase}/emulator/v1/projects/${config.projectId}/oobCodes`);
  if (!response.ok) throw new Error(`reading the Auth emulator's oob codes failed: ${response.status}`);
  const { oobCodes: codes = [] } = (await response.json()) as {
    oobCodes?: { email: string; requestType: string; oobCode: string }[];
  };
  return codes.filter((code) => code.email === email);
}

/** The claims inside an ID token (the emulator's tokens are unsigned JWTs; reading is enough here). */
export function tokenClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Deletes every account, so each journey starts from a known state. */
export async function clearAccounts(): Promise<void> {
  const response = await fetch(`${authBase}/emulator/v1/projects/${config.projectId}/accounts`, {
    method: 'DELETE',
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`clearing the Auth emulator failed: ${response.status}`);
}

/**
 * Puts a signed-in session into the browser the way the Firebase SDK keeps it (IndexedDB,
 * browserLocalPersistence), so a page opened afterwards starts signed in without the sign-in UI.
 * Journeys that test signing in itself go through the form instead. The page must be on the
 * site's origin; `apiKey` is the build's VITE_FIREBASE_API_KEY (web/.env).
 */
export async function storeSession(
  page: Page,
  user: TestUser,
  apiKey = process.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
): Promise<void> {
  const now = Date.now();
  const record = {
    fbase_key: `firebase:authUser:${apiKey}:[DEFAULT]`,
    value: {
      uid: user.uid,
      email: user.email,
      emailVerified: false,
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
    },
  };
  await page.evaluate(
    (entry) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('firebaseLocalStorage', 'readwrite');
          transaction.objectStore('firebaseLocalStorage').put(entry);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    record,
  );
}
