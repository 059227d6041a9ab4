import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, emulatedFirestore } from '../test-support.js';
import { handleUserCreated, type NewUser } from './create-profile-on-sign-up.js';
import { createProfileOnSignUp } from './index.js';

const { db, projectId } = emulatedFirestore();
const onCreate = (user: NewUser) => handleUserCreated(db, user);

beforeEach(() => clearFirestore(projectId));

describe('createProfileOnSignUp (its handler)', () => {
  it('creates the initial profile: email, status "", type null, created', async () => {
    await onCreate({ uid: 'u1', email: 'ngozi@example.com' });

    const profile = (await db.doc('users/u1').get()).data();
    expect(profile).toEqual({ email: 'ngozi@example.com', status: '', type: null, created: expect.any(Timestamp) });
  });

  it('writes no profile for an anonymous account (a contact form session), and one for a sign-in method', async () => {
    await onCreate({ uid: 'anonymous-1', providerData: [] });
    await onCreate({ uid: 'u6', email: 'amina@example.com', providerData: [{ providerId: 'password' }] });

    expect((await db.doc('users/anonymous-1').get()).exists).toBe(false);
    expect((await db.doc('users/u6').get()).exists).toBe(true);
  });

  it('is idempotent under retries: a second delivery changes nothing', async () => {
    const user = { uid: 'u2', email: 'kwame@example.com' };
    await onCreate(user);
    const first = (await db.doc('users/u2').get()).data();

    await onCreate(user);

    expect((await db.doc('users/u2').get()).data()).toEqual(first);
  });

  it('leaves exactly one correct profile when deliveries overlap (a retry while the first still runs)', async () => {
    const user = { uid: 'u5', email: 'abebe@example.com' };
    await Promise.all([onCreate(user), onCreate(user), onCreate(user)]);

    const profiles = await db.collection('users').get();
    expect(profiles.docs.map((doc) => doc.id)).toEqual(['u5']);
    expect(profiles.docs[0]?.data()).toEqual({
      email: 'abebe@example.com',
      status: '',
      type: null,
      created: expect.any(Timestamp),
    });
  });

  it('is deployed with retries on, so a failed delivery is redelivered', () => {
    expect(createProfileOnSignUp.__endpoint.eventTrigger).toMatchObject({
      eventType: 'providers/firebase.auth/eventTypes/user.create',
      retry: true,
    });
  });

  it('never overwrites a profile that already exists (the client wrote first, or onboarding began)', async () => {
    const existing = {
      email: 'zola@example.com',
      status: 'pending',
      type: null,
      displayName: 'Zola',
      created: Timestamp.now(),
    };
    await db.doc('users/u3').set(existing);

    await onCreate({ uid: 'u3', email: 'zola@example.com' });

    expect((await db.doc('users/u3').get()).data()).toEqual(existing);
  });

  it('stores an empty e-mail for an account without one rather than failing', async () => {
    await onCreate({ uid: 'u4' });
    expect((await db.doc('users/u4').get()).get('email')).toBe('');
  });
});
