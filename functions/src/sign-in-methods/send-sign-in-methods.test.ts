import { getAuth } from 'firebase-admin/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { callableRequest, clearFirestore, emulatedFirestore, watched } from '../test-support.js';
import { MIN_ANSWER_MS, sendSignInMethodsHandler, type Clock } from './send-sign-in-methods.js';
import { SIGN_IN_METHODS_WINDOW_MS, signInMethodsMailId } from './mail-id.js';

const { db, projectId } = emulatedFirestore();
const auth = getAuth();
const hour = Date.UTC(2026, 10, 26, 12, 0, 0);

/** A clock at `at` whose waits are recorded, not slept (the answer's floor is tested below). */
function fakeClock(at: number, minAnswerMs = MIN_ANSWER_MS) {
  const waits: number[] = [];
  const clock: Clock = { now: () => at, wait: async (ms) => void waits.push(ms), minAnswerMs };
  return { clock, waits };
}

const call = (email: unknown, clock: Clock = fakeClock(hour).clock) =>
  sendSignInMethodsHandler(db, auth, callableRequest({ email }), clock);

const mails = async () => (await db.collection('mail').get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));

let email: string;

beforeEach(async () => {
  await clearFirestore(projectId);
  email = `methods-${crypto.randomUUID().slice(0, 8)}@example.test`;
});

describe('sendSignInMethods', () => {
  it('e-mails an account’s address the ways it signs in, once an hour, and answers nothing', async () => {
    await auth.createUser({ email, password: 'a long password' });
    expect(await call(email)).toBeNull();
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      id: signInMethodsMailId(email, hour),
      to: [email],
      event: 'signInMethods',
      message: { subject: 'How you sign in to Voices of Africa' },
    });
    expect((mail as unknown as { message: { text: string } }).message.text).toContain(
      `how the account of ${email} signs in.\n\nIt signs in with: e-mail and password.`,
    );

    // The same hour, however it is typed: nothing more. The next hour: one more.
    expect(await call(` ${email.toUpperCase()} `, fakeClock(hour + SIGN_IN_METHODS_WINDOW_MS - 1).clock)).toBeNull();
    expect(await mails()).toHaveLength(1);
    await call(email, fakeClock(hour + SIGN_IN_METHODS_WINDOW_MS).clock);
    expect((await mails()).map((queued) => queued.id)).toEqual(
      [signInMethodsMailId(email, hour), signInMethodsMailId(email, hour + SIGN_IN_METHODS_WINDOW_MS)].sort(),
    );
  });

  it('names Google and the password of an account that has both', async () => {
    const { uid } = await auth.createUser({ email, password: 'a long password' });
    await auth.updateUser(uid, { providerToLink: { providerId: 'google.com', uid: `google-${uid}`, email } });
    await call(email);
    const [mail] = await mails();
    expect((mail as unknown as { message: { text: string } }).message.text).toMatch(
      /It signs in with: (e-mail and password, Google|Google, e-mail and password)\./,
    );
  });

  it('sends nothing for an address without an account, or an account with no way to sign in, and answers the same', async () => {
    expect(await call(email)).toBeNull();
    await auth.createUser({ email: `no-method-${email}` });
    expect(await call(`no-method-${email}`)).toBeNull();
    expect(await mails()).toEqual([]);
  });

  it('answers no sooner than MIN_ANSWER_MS after the call, with an account or without', async () => {
    await auth.createUser({ email, password: 'a long password' });
    for (const address of [email, `stranger-${email}`]) {
      const waits: number[] = [];
      const clock: Clock = { now: () => Date.now(), wait: async (ms) => void waits.push(ms), minAnswerMs: 5000 };
      const started = Date.now();
      await call(address, clock);
      const [waited = 0] = waits;
      expect(waits, address).toHaveLength(1);
      expect(waited, address).toBeGreaterThan(0);
      expect(Date.now() - started + waited, address).toBeGreaterThanOrEqual(5000);
    }
  });

  it('refuses what is not an e-mail address with a sentence, and looks nothing up', async () => {
    const [watchedDb, watchedAuth] = [watched(db), watched(auth)];
    const refuse = (data: unknown) =>
      sendSignInMethodsHandler(watchedDb.value, watchedAuth.value, callableRequest(data), fakeClock(hour).clock);
    for (const value of ['not-an-email', '', 'a@b', 42, null, `${'a'.repeat(250)}@example.test`]) {
      await expect(refuse({ email: value }), String(value)).rejects.toMatchObject({
        code: 'invalid-argument',
        message: 'Enter an e-mail address like name@example.com.',
      });
    }
    await expect(refuse(undefined)).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(watchedDb.touched).toEqual([]);
    expect(watchedAuth.touched).toEqual([]);
    expect(await mails()).toEqual([]);
  });
});
