import { hostPort, loadSuiteConfig } from '#tools/emulators/config.ts';
import { firestoreAdmin } from '#shared/testing/index.ts';

/**
 * The Firestore emulator's REST API, as an admin (rules bypassed): what a journey arranges (a
 * member's status) or checks (the profile the auth trigger wrote) goes through here, while what it
 * tests goes through the browser.
 */
const config = loadSuiteConfig();
const firestore = firestoreAdmin({
  projectId: config.projectId,
  firestore: hostPort(config.firestore),
  auth: hostPort(config.auth),
});
export const firestoreOrigin = `http://${hostPort(config.firestore)}`;
export const documentsUrl = `${firestoreOrigin}/v1/projects/${config.projectId}/databases/(default)/documents`;

/** Reads a document with the rules bypassed; undefined when it does not exist. */
export const readDoc = firestore.read;
/** Polls until the document exists and `until` accepts it (the auth trigger writes profiles asynchronously). */
export const waitForDoc = firestore.waitFor;
/** Sets the given fields (merging, rules bypassed), as the reviewMember function or the seed would. */
export const updateDoc = firestore.write;
/** Every document of a collection (a subcollection's path too), with its id, rules bypassed. */
export const listDocs = firestore.list;
/** Deletes a document with the rules bypassed (what no client may do: a profile removed by hand). */
export const deleteDoc = firestore.remove;
