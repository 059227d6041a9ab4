import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { deleteApp } from 'firebase/app';
import { getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, describe, expect, it } from 'vitest';
import { emulatorsFromEnv, uniqueEmail } from '#shared/testing/index.ts';
import { webClient } from './web-client';

const emulators = emulatorsFromEnv(process.env);
const adminApp = getApps()[0] ?? initializeAdmin({ projectId: emulators.projectId });
const db = getFirestore(adminApp);
const { app: webApp } = webClient('sign-in-methods-integration');
const send = httpsCallable<{ email: string }, unknown>(getFunctions(webApp, 'us-central1'), 'sendSignInMethods', {
  timeout: 20_000,
});

/**
 * The call as the page makes it. Under load the Functions emulator sometimes loses a call (it
 * never answers); this one is safe to make again (one mail per address and hour), so it is.
 */
async function sendSignInMethods(data: { email: string }) {
  try {
    return await send(data);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'functions/deadline-exceeded') throw error;
    return send(data);
  }
}

/** The mails queued to `email` (other tests of the project queue theirs beside them). */
const mailsTo = async (email: string) =>
  (await db.collection('mail').where('to', 'array-contains', email).get()).docs.map((doc) => doc.data());

afterAll(() => deleteApp(webApp));

describe('sendSignInMethods through the Functions emulator, as the sign-in page calls it', () => {
  it('answers a signed-out visitor the same for an account and for none; only the account’s address gets a mail', async () => {
    const member = uniqueEmail('methods');
    const stranger = uniqueEmail('stranger');
    await getAdminAuth(adminApp).createUser({ email: member, password: 'a long password' });

    const answers = [await sendSignInMethods({ email: member }), await sendSignInMethods({ email: stranger })];

    expect(answers.map((answer) => answer.data)).toEqual([null, null]);
    const [mail, ...more] = await mailsTo(member);
    expect(more).toEqual([]);
    expect(mail?.message.text).toContain('It signs in with: e-mail and password.');
    expect(await mailsTo(stranger)).toEqual([]);
  });

  it('refuses a call without App Check (a script, not the site)', async () => {
    const script = webClient('sign-in-methods-without-app-check', { appCheck: false });
    try {
      const member = uniqueEmail('scripted');
      await getAdminAuth(adminApp).createUser({ email: member, password: 'a long password' });
      await expect(script.callable('sendSignInMethods')({ email: member })).rejects.toMatchObject({
        code: 'functions/unauthenticated',
      });
      expect(await mailsTo(member)).toEqual([]);
    } finally {
      await deleteApp(script.app);
    }
  });
});
