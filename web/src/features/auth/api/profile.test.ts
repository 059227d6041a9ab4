import { signInWithEmailAndPassword } from 'firebase/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { auth } from '@/lib/firebase/auth';
import { createAccount, deleteDoc, waitForDoc, writeDoc } from '@/test/emulators';
import { startSignedOut } from '@/test/render-app';
import { waitForProfile } from './profile';

beforeEach(startSignedOut);

/** A signed-in account with no users/{uid} yet: the trigger's profile is removed before the sign-in. */
async function signedInWithoutProfile(email: string): Promise<string> {
  const uid = await createAccount(email, 'a good password');
  await waitForDoc(`users/${uid}`);
  await deleteDoc(`users/${uid}`);
  await signInWithEmailAndPassword(auth, email, 'a good password');
  return uid;
}

describe('waitForProfile', () => {
  it('answers the profile once it is written while it waits, as the sign-up trigger writes it', async () => {
    const uid = await signedInWithoutProfile('waiting@example.com');
    const waiting = waitForProfile(uid, 20_000);
    await writeDoc(`users/${uid}`, { email: 'waiting@example.com', status: '', type: null });
    expect(await waiting).toMatchObject({ email: 'waiting@example.com', status: '', type: null });
  });

  it('answers null when none has come within the wait', async () => {
    const uid = await signedInWithoutProfile('never@example.com');
    expect(await waitForProfile(uid, 300)).toBeNull();
  });
});
