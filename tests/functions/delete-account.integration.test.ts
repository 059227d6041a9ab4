import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { createUserWithEmailAndPassword, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { eventually } from '#shared/testing/index.ts';
import { adminApp, db, profileWritten, useWebClient } from './support';

const { auth, callable } = useWebClient('delete-account-integration');
const deleteAccount = callable('deleteAccount');

describe('deleteAccount through the Functions emulator', () => {
  it('deletes the signed-in member with a real ID token; the account can no longer sign in and its profile stays gone', async () => {
    const email = 'amara@example.com';
    const { user } = await createUserWithEmailAndPassword(auth, email, 'a long password');
    // The sign-up trigger writes the profile; wait for it, so it cannot land after the deletion.
    await profileWritten(user.uid);
    await db.doc(`members/${user.uid}`).set({ displayName: 'Amara Obi', type: 'voice' });
    await db.doc('posts/amaras-draft').set({ authorUid: user.uid, status: 'draft' });
    await db.doc('posts/someone-elses').set({ authorUid: 'someone-else', status: 'published' });
    await db.doc('posts/someone-elses/comments/amaras').set({ authorUid: user.uid, body: 'Thank you.' });
    await db.doc('posts/someone-elses/comments/theirs').set({ authorUid: 'someone-else', body: 'Welcome.' });
    await db.doc('bannedBooks/amaras-proposal').set({ proposedBy: user.uid, status: 'proposed' });
    // The proposal's trigger tells the admins, in a mail about her; wait for it, as for the profile.
    const proposalMail = db.doc('mail/banned-book-proposed-amaras-proposal');
    await eventually(async () => ((await proposalMail.get()).get('about') === user.uid ? true : undefined));

    const result = await deleteAccount({});

    expect(result.data).toEqual({
      uid: user.uid,
      posts: 1,
      proposals: 1,
      comments: 1,
      uploads: 0,
      contactMessages: 0,
      mail: 1,
      anonymised: 0,
    });
    expect((await proposalMail.get()).exists).toBe(false);
    await expect(getAdminAuth(adminApp).getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    for (const path of [
      `users/${user.uid}`,
      `members/${user.uid}`,
      'posts/amaras-draft',
      'posts/someone-elses/comments/amaras',
      'bannedBooks/amaras-proposal',
    ]) {
      expect((await db.doc(path).get()).exists, path).toBe(false);
    }
    expect((await db.doc('posts/someone-elses/comments/theirs').get()).exists).toBe(true);
    // The countComments trigger recounts the post once the member's comment is gone.
    await eventually(async () =>
      (await db.doc('posts/someone-elses').get()).get('commentCount') === 1 ? true : undefined,
    );
    await signOut(auth);
    await expect(signInWithEmailAndPassword(auth, email, 'a long password')).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(user-not-found|invalid-credential)$/),
    });
    expect((await db.doc(`users/${user.uid}`).get()).exists).toBe(false);
  });

  it('is refused to a signed-out caller', async () => {
    await expect(deleteAccount({})).rejects.toMatchObject({ code: 'functions/unauthenticated' });
  });
});
