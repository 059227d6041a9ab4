import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_SESSION_HOURS } from '#shared/model/index.js';
import { asAdmin, emulatorsFromEnv, expectOk } from '#shared/testing/index.js';
import { clearFirestore, emulatedFirestore } from '../test-support.js';
import { removeStaleAnonymousAccounts } from './remove-anonymous-sessions.js';

const { db, projectId } = emulatedFirestore();
const auth = getAuth();
const emulators = emulatorsFromEnv(process.env);
const toolkit = `http://${emulators.auth}/identitytoolkit.googleapis.com/v1`;
const hour = 60 * 60 * 1000;

/**
 * An anonymous session as the contact page makes one: an account with no address and no sign-in
 * method (made with the Admin SDK: the emulator signs up anonymously only in the suite's project).
 */
const anonymousSession = async (): Promise<string> => (await auth.createUser({})).uid;

/** Moves an account's creation time back, as an admin may through the Auth API (accounts:update createdAt). */
async function createdHoursAgo(uid: string, hours: number) {
  await expectOk(
    fetch(`${toolkit}/projects/${projectId}/accounts:update`, {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({ localId: uid, createdAt: String(Date.now() - hours * hour) }),
    }),
    'setting the creation time',
  );
}

const counter = () => ({ last: Timestamp.now(), count: 1 });
const exists = async (path: string) => (await db.doc(path).get()).exists;
const accountExists = (uid: string) =>
  auth.getUser(uid).then(
    () => true,
    () => false,
  );

beforeEach(() => clearFirestore(projectId));

describe('removeStaleAnonymousAccounts', () => {
  it('deletes an anonymous account older than a day with its counter, and keeps a younger one and a member', async () => {
    const stale = await anonymousSession();
    const fresh = await anonymousSession();
    const member = await auth.createUser({ email: `old-member-${crypto.randomUUID().slice(0, 8)}@example.test` });
    await createdHoursAgo(stale, ANONYMOUS_SESSION_HOURS + 1);
    await createdHoursAgo(fresh, ANONYMOUS_SESSION_HOURS - 1);
    await createdHoursAgo(member.uid, 24 * 30);
    expect(Date.parse((await auth.getUser(stale)).metadata.creationTime)).toBeLessThan(Date.now() - 24 * hour);
    for (const uid of [stale, fresh, member.uid]) await db.doc(`contactSenders/${uid}`).set(counter());

    const result = await removeStaleAnonymousAccounts(db, auth);

    expect(result.failed).toBe(0);
    expect(result.deleted).toBe(1);
    expect(await accountExists(stale)).toBe(false);
    expect(await exists(`contactSenders/${stale}`)).toBe(false);
    expect(await accountExists(fresh)).toBe(true);
    expect(await exists(`contactSenders/${fresh}`)).toBe(true);
    expect(await accountExists(member.uid)).toBe(true);
    expect(await exists(`contactSenders/${member.uid}`)).toBe(true);
  });

  it('is safe to run again: nothing stale is left, nothing else goes', async () => {
    const stale = await anonymousSession();
    await createdHoursAgo(stale, ANONYMOUS_SESSION_HOURS + 1);
    await removeStaleAnonymousAccounts(db, auth);
    const fresh = await anonymousSession();
    await db.doc(`contactSenders/${fresh}`).set(counter());

    await removeStaleAnonymousAccounts(db, auth);

    expect(await accountExists(stale)).toBe(false);
    expect(await accountExists(fresh)).toBe(true);
    expect(await exists(`contactSenders/${fresh}`)).toBe(true);
  });
});
