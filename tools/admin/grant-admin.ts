/**
 * npm run admin:grant -- <email> [--revoke] [--force]
 *
 * Sets (or removes) the custom claim `admin: true` on the account with that e-mail, with the Admin SDK.
 * It refuses to grant to an account whose e-mail is not verified (anyone can sign up with any
 * address; only a verified one shows the person owns it: the site's verification mail, or Google)
 * unless --force says so, as the members screen's "Grant admin" (manageMember) does.
 * By default it talks to the local Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, else 127.0.0.1:9099) and
 * the project of .firebaserc. For a real project, pass --project <id> with credentials in
 * GOOGLE_APPLICATION_CREDENTIALS (or gcloud application-default credentials): the emulator is then not used.
 * The member must sign out and in again (or refresh their ID token) for the claim to take effect.
 */
import { initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { parseArgs } from 'node:util';
import { loadSuiteConfig, hostPort } from '../emulators/config.ts';

export async function setAdminClaim(
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
  const claims = { ...(user.customClaims ?? {}) };
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, claims);
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
  }
  const app = initializeApp({ projectId });
  const uid = await setAdminClaim(app, email, !values.revoke, { force: values.force });
  const where = process.env.FIREBASE_AUTH_EMULATOR_HOST ? `the Auth emulator (${projectId})` : `project ${projectId}`;
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
