/**
 * Test support shared by the web, rules, functions and browser tests: the emulators' REST APIs as
 * an admin, polling, accounts and claims. SDK-free (fetch only), so every runner can load it.
 */
export { grantAdminRights } from './admins.js';
export { authAdmin, tokenClaims, uniqueEmail, type AuthAdmin, type OobCode, type TestAccount } from './auth.js';
export {
  albumDocument,
  bannedBookDocument,
  commentDocument,
  libraryItemDocument,
  memberCardDocument,
  photoDocument,
  postDocument,
} from './documents.js';
export { asAdmin, emulatorsFromEnv, expectOk, type Emulators } from './emulators.js';
export { firestoreAdmin, type FirestoreAdmin } from './firestore.js';
export { LOOK_ALIKE_NAMES, ORDINARY_NAMES } from './look-alike-names.js';
export { eventually, nextSecond } from './poll.js';
export { fromRestFields, toRestFields, type SeedValue } from './rest.js';
