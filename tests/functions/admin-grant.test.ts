import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { setAdminRights } from '#tools/operations/grant-admin.ts';
import { authAdmin, emulatorsFromEnv, nextSecond, uniqueEmail } from '#shared/testing/index.ts';

const emulators = emulatorsFromEnv(process.env);
const adminApp = getApps()[0] ?? initializeAdmin({ projectId: emulators.projectId });
const accounts = authAdmin(emulators);

/** `npm run admin:grant -- <args>` as a person runs it, against the suite's Auth emulator. */
function grant(...args: string[]) {
  const run = spawnSync('npx', ['tsx', 'tools/operations/grant-admin.ts', ...args], {
    encoding: 'utf8',
    env: process.env,
  });
  return { code: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}

const claimsOf = async (email: string) => (await getAuth(adminApp).getUserByEmail(email)).customClaims ?? {};
const db = getFirestore(adminApp);
const adminRecordOf = async (uid: string) => (await db.doc(`admins/${uid}`).get()).data();
/** The command line's audit entries about this account, oldest first. */
async function entriesAbout(uid: string) {
  const log = await db.collection('auditLog').where('target', '==', uid).get();
  return log.docs
    .map((doc) => doc.data())
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
    .map(({ actor, action }) => ({ actor, action }));
}

describe('admin:grant', () => {
  it('refuses an account whose e-mail is not verified, in one line, and sets no claim', async () => {
    const { email } = await accounts.signUp(uniqueEmail('unverified'));

    const run = grant(email);

    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')).toEqual([
      `Refused: ${email} has not verified its e-mail address, so nothing shows its owner holds that address; its owner follows the link of the verification mail (My account sends it again), or pass --force to grant anyway.`,
    ]);
    expect(await claimsOf(email)).toEqual({});
    await expect(setAdminRights(adminApp, email, true)).rejects.toThrow(/not verified/);
    const { uid } = await getAuth(adminApp).getUserByEmail(email);
    expect(await adminRecordOf(uid)).toBeUndefined();
    expect(await entriesAbout(uid)).toEqual([]);
  });

  it('grants with --force to an unverified account, and without it to a verified one', async () => {
    const forced = await accounts.signUp(uniqueEmail('forced'));
    const run = grant(forced.email, '--force');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Granted admin for .* \(--force: its e-mail may be unverified\)\.$/);
    expect(await claimsOf(forced.email)).toEqual({ admin: true });

    // A password account verified as the site does it: its verification mail, then the link.
    const verified = await accounts.signUp(uniqueEmail('verified'));
    await accounts.sendVerificationMail(verified.idToken);
    await accounts.followOobLink(verified.email);
    expect(grant(verified.email).code).toBe(0);
    expect(await claimsOf(verified.email)).toEqual({ admin: true });
    // Both halves of admin rights (the rules' isAdmin), and the log says who granted them.
    expect(await adminRecordOf(verified.uid)).toMatchObject({ grantedBy: 'admin:grant' });
    expect(await entriesAbout(verified.uid)).toEqual([{ actor: 'admin:grant', action: 'grantAdmin' }]);
  });

  it('revokes without asking for a verified e-mail: the claim, the document and the refresh tokens', async () => {
    const { uid, email } = await accounts.signUp(uniqueEmail('revoked'));
    await setAdminRights(adminApp, email, true, { force: true });
    const before = (await getAuth(adminApp).getUser(uid)).tokensValidAfterTime;
    await nextSecond();

    expect(grant(email, '--revoke').code).toBe(0);
    expect(await claimsOf(email)).toEqual({});
    expect(await adminRecordOf(uid)).toBeUndefined();
    expect((await getAuth(adminApp).getUser(uid)).tokensValidAfterTime).not.toBe(before);
    expect(await entriesAbout(uid)).toEqual([
      { actor: 'admin:grant', action: 'grantAdmin' },
      { actor: 'admin:grant', action: 'revokeAdmin' },
    ]);
  });
});
