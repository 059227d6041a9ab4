import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { setAdminClaim } from '../../tools/admin/grant-admin';
import { authAdmin, emulatorsFromEnv, uniqueEmail } from '../../shared/testing/index.ts';

const emulators = emulatorsFromEnv(process.env);
const adminApp = getApps()[0] ?? initializeAdmin({ projectId: emulators.projectId });
const accounts = authAdmin(emulators);

/** `npm run admin:grant -- <args>` as a person runs it, against the suite's Auth emulator. */
function grant(...args: string[]) {
  const run = spawnSync('npx', ['tsx', 'tools/admin/grant-admin.ts', ...args], { encoding: 'utf8', env: process.env });
  return { code: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}

const claimsOf = async (email: string) => (await getAuth(adminApp).getUserByEmail(email)).customClaims ?? {};

describe('admin:grant', () => {
  it('refuses an account whose e-mail is not verified, in one line, and sets no claim', async () => {
    const { email } = await accounts.signUp(uniqueEmail('unverified'));

    const run = grant(email);

    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')).toEqual([
      `Refused: ${email} has not verified its e-mail address, so nothing shows its owner holds that address; its owner follows the link of the verification mail (My account sends it again), or pass --force to grant anyway.`,
    ]);
    expect(await claimsOf(email)).toEqual({});
    await expect(setAdminClaim(adminApp, email, true)).rejects.toThrow(/not verified/);
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
  });

  it('revokes without asking for a verified e-mail', async () => {
    const { uid, email } = await accounts.signUp(uniqueEmail('revoked'));
    await accounts.setClaims(uid, { admin: true });

    expect(grant(email, '--revoke').code).toBe(0);
    expect(await claimsOf(email)).toEqual({});
  });
});
