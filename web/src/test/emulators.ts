/** Set-up goes through the emulators' REST APIs as an admin (shared/testing); checks go through the app's real code. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  authAdmin,
  emulatorsFromEnv,
  firestoreAdmin,
  grantAdminRights,
  type SeedValue,
} from '../../../shared/testing/index.js';

export type { SeedValue };
/** Valid documents of each collection, for fixtures to override. */
export * from '../../../shared/testing/documents.js';
/** Display names that cannot pass for the editors', and ordinary ones. */
export { LOOK_ALIKE_NAMES, ORDINARY_NAMES } from '../../../shared/testing/look-alike-names.js';

const firestore = () => firestoreAdmin(emulatorsFromEnv(process.env));
const auth = () => authAdmin(emulatorsFromEnv(process.env));

/** Empties Firestore and Auth, so each test starts from a known state. */
export async function resetEmulators(): Promise<void> {
  await firestore().clear();
  await auth().clear();
}

/** Creates an account in the Auth emulator; the onCreate trigger then writes its profile. */
export const createAccount = async (email: string, password: string): Promise<string> =>
  (await auth().signUp(email, password)).uid;

/** An account with a chosen uid (for a profile seeded under it), verified or not; no sign-in. */
export const createAccountWithUid = (uid: string, options: { email?: string; emailVerified?: boolean } = {}) =>
  auth().createWithUid(uid, options);

/** Marks an account's address verified, as following its verification link does. */
export const markEmailVerified = (uid: string) => auth().markEmailVerified(uid);

/** The out-of-band codes (verification, address change, reset) the Auth emulator recorded for an e-mail. */
export const oobCodes = (email: string) => auth().oobCodes(email);

/** Follows the latest link of this kind sent to `email`, as the member does from the mail. */
export const followOobLink = (email: string, requestType?: string) => auth().followOobLink(email, requestType);

/** Every account in the Auth emulator (for checks that nothing was created). */
export const listAccounts = () => auth().list();

/** Sets custom claims on an account (as setCustomUserClaims does); sign in afterwards to get them. */
export const setClaims = (uid: string, claims: Record<string, unknown>) => auth().setClaims(uid, claims);

/** The claim and admins/{uid}, as manageMember grants admin rights; sign in afterwards. */
export const makeAdmin = (uid: string) => grantAdminRights(emulatorsFromEnv(process.env), uid);

/** Reads a document with the rules bypassed, as plain data; undefined when it does not exist. */
export const readDoc = (path: string) => firestore().read(path);

/** Lists a collection with the rules bypassed, each document as plain data with its id. */
export const listDocs = (collection: string) => firestore().list(collection);

/** Writes (merges) fields with the rules bypassed, as reviewMember or seeding would. */
export const writeDoc = (path: string, data: Record<string, SeedValue>) => firestore().write(path, data);

export const deleteDoc = (path: string) => firestore().remove(path);

/** Polls until the document exists (the auth trigger writes profiles asynchronously). */
export const waitForDoc = (path: string, timeoutMs = 20_000) => firestore().waitFor(path, undefined, timeoutMs);

/** Whether this test file replaced the project's rules in the emulator (and has not restored them). */
let rulesReplaced = false;

/** Replaces the emulator's rules, to make reads fail for real; restore with loadProjectRules(). */
export async function loadRules(source: string): Promise<void> {
  rulesReplaced = true;
  await firestore().loadRules(source);
}

/** A rules load costs the emulator seconds on a busy machine, so a file that replaced nothing sends none. */
export async function loadProjectRules(): Promise<void> {
  if (!rulesReplaced) return;
  await firestore().loadRules(readFileSync(resolve(import.meta.dirname, '../../../firestore.rules'), 'utf8'));
  rulesReplaced = false;
}

/** Writes whole documents with the rules bypassed, up to 500 per batched commit. */
export const seedDocs = (docs: Record<string, Record<string, SeedValue>>) => firestore().seed(docs);

/** So a test can assert a transient state (a loading message) was shown even when the emulator is quick. */
export function recordRenderedText(): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) texts.push(node.textContent ?? '');
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { texts, stop: () => observer.disconnect() };
}
