import { describe, expect, it } from 'vitest';
import { expectHttpsError } from '../test-support.js';
import { memberAccountsHandler } from './member-accounts.js';
import { auth, callerOf } from './test-support.js';

const call = callerOf((request) => memberAccountsHandler(auth, request));

const account = async (emailVerified: boolean) => {
  const email = `account-${crypto.randomUUID().slice(0, 8)}@example.test`;
  return { uid: (await auth.createUser({ email, emailVerified })).uid, email };
};

describe('memberAccounts', () => {
  it('tells an admin each account’s address and whether it is verified, leaving out uids with no account', async () => {
    const [verified, unverified] = await Promise.all([account(true), account(false)]);
    const { accounts } = await call({ uids: [verified.uid, 'no-such-account', unverified.uid] });
    expect(accounts).toHaveLength(2);
    expect(accounts).toEqual(
      expect.arrayContaining([
        { uid: verified.uid, email: verified.email, emailVerified: true },
        { uid: unverified.uid, email: unverified.email, emailVerified: false },
      ]),
    );
  });

  it('refuses a signed-out caller and a member without the admin claim', async () => {
    await expectHttpsError(call({ uids: ['x'] }, null), 'unauthenticated');
    await expectHttpsError(call({ uids: ['x'] }, { uid: 'm', token: {} }), 'permission-denied');
    await expectHttpsError(call({ uids: ['x'] }, { uid: 'm', token: { admin: 'true' } }), 'permission-denied');
  });

  it('refuses no uids, more than a queue page of them, and a uid no account could have', async () => {
    await expectHttpsError(call({ uids: [] }), 'invalid-argument', /at least one/);
    const many = Array.from({ length: 26 }, (_, index) => `u${index}`);
    await expectHttpsError(call({ uids: many }), 'invalid-argument', /at most 25/);
    await expectHttpsError(call({ uids: ['a/b'] }), 'invalid-argument', /uid/);
    await expectHttpsError(call({ uids: ['x'], more: true }), 'invalid-argument');
  });
});
