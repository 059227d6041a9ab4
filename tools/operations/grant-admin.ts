/**
 * npm run admin:grant -- <email> [--revoke] [--force]
 *
 * Grants (or revokes) admin rights to the account with that e-mail, with the Admin SDK, as
 * manageMember does: the custom claim `admin: true` and the admins/{uid} document (the rules need
 * both), with an auditLog entry by `admin:grant`. A revocation also revokes the account's refresh
 * tokens. It refuses to grant to an account whose e-mail is not verified (anyone can sign up with any
 * address; only a verified one shows the person owns it: the site's verification mail, or Google) unless --force says so.
 * By default it talks to the local emulators (FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST,
 * else the ports of firebase.json) and the project of .firebaserc. For a real project, pass
 * --project <id> with credentials in GOOGLE_APPLICATION_CREDENTIALS (or gcloud application-default
 * credentials): the emulators are then not used.
 * A granted member signs out and in again (or refreshes their ID token) for the claim to take effect.
 */
import { initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { parseArgs } from 'node:util';
import { COLLECTIONS, GRANTED_OUTSIDE_THE_APP, type AdminRecord, type AuditEntry } from '#shared/model/index.ts';
import { loadSuiteConfig, hostPort } from '../emulators/config.ts';

export async function setAdminRights(
  app: App,
  email: string,
  admin: boolean,
  options: { force?: boolean } = {},
): Promise<string> {
  const auth = getAuth(app);
  const user = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') throw new Error(`No account uses ${email}: sign up first, then grant.`);
    throw error;
  });
  if (admin && !user.emailVerified && !options.force) {
    throw new Error(
      `Refused: ${email} has not verified its e-mail address, so nothing shows its owner holds that address; its owner follows the link of the verification mail (My account sends it again), or pass --force to grant anyway.`,
    );
  }
  // The document first: a revocation stops the member at once, whatever their token says.
  const db = getFirestore(app);
  const actor = GRANTED_OUTSIDE_THE_APP.commandLine;
  const entry: AuditEntry<FieldValue> = {
    actor,
    target: user.uid,
    action: admin ? 'grantAdmin' : 'revokeAdmin',
    details: {},
    at: FieldValue.serverTimestamp(),
  };
  const record: AdminRecord<FieldValue> = { granted: FieldValue.serverTimestamp(), grantedBy: actor };
  const batch = db.batch();
  const recordRef = db.collection(COLLECTIONS.admins).doc(user.uid);
  if (admin) batch.set(recordRef, record);
  else batch.delete(recordRef);
  batch.create(db.collection(COLLECTIONS.auditLog).doc(), entry);
  await batch.commit();
  const claims = { ...(user.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);
  if (!admin) await auth.revokeRefreshTokens(user.uid);
  return user.uid;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      project: { type: 'string' },
      revoke: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  });
  const email = positionals[0];
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
    throw new Error('Usage: npm run admin:grant -- <email> [--revoke] [--force] [--project <real-project-id>]');
  }
  let projectId = values.project;
  if (!projectId) {
    const config = loadSuiteConfig();
    projectId = config.projectId;
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= hostPort(config.auth);
    process.env.FIRESTORE_EMULATOR_HOST ??= hostPort(config.firestore);
  }
  const app = initializeApp({ projectId });
  const uid = await setAdminRights(app, email, !values.revoke, { force: values.force });
  const where = process.env.FIREBASE_AUTH_EMULATOR_HOST ? `the emulators (${projectId})` : `project ${projectId}`;
  const forced = values.force && !values.revoke ? ' (--force: its e-mail may be unverified)' : '';
  console.log(`${values.revoke ? 'Revoked' : 'Granted'} admin for ${email} (uid ${uid}) on ${where}${forced}.`);
}

// Run as a script, not when imported by tests.
if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
