import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { CONTACT_COLLECTION } from '#shared/model/index.ts';
import { past, serverTimestamp, useContentRules } from './content-actors';
import { countedWrites } from './counted-writes';
import { bannedBookDocument, contactMessageDocument, postDocument } from '#shared/testing/documents.ts';

/**
 * The contact page signs visitors in anonymously (a uid for its per-sender limit); firestore.rules'
 * signedIn() refuses such sessions. Each case below gives the same uid and claims twice, once as
 * an account and once as an anonymous session: only the sign-in method differs, and only the
 * account is let in. (An anonymous uid never equals a member's, nor carries the admin claim, which
 * admin:grant refuses without a verified e-mail; the rules hold even if one did.)
 */
const { getEnv } = useContentRules(() => ({
  'posts/a-draft': postDocument('a-draft', past, { title: 'A draft', status: 'draft' }),
  'bannedBooks/proposed': bannedBookDocument(past, { status: 'proposed', proposedBy: 'peer' }),
  [`${CONTACT_COLLECTION}/m1`]: contactMessageDocument(past, new Date('2028-01-01')),
}));

type Claims = { email?: string; admin?: boolean };
const account = (uid: string, claims: Claims = {}) => getEnv().authenticatedContext(uid, claims).firestore();
const anonymous = (uid: string, claims: Claims = {}) =>
  getEnv()
    .authenticatedContext(uid, { ...claims, firebase: { sign_in_provider: 'anonymous' } })
    .firestore();

describe('an anonymous session gets none of an account’s rights, even with its uid and claims', () => {
  it('reads no profile (isOwner)', async () => {
    await assertSucceeds(account('voice', { email: 'voice@example.com' }).doc('users/voice').get());
    await assertFails(anonymous('voice', { email: 'voice@example.com' }).doc('users/voice').get());
  });

  it('is no admin with the admin claim (isAdmin)', async () => {
    await assertSucceeds(account('admin', { admin: true }).doc(`${CONTACT_COLLECTION}/m1`).get());
    await assertFails(anonymous('admin', { admin: true }).doc(`${CONTACT_COLLECTION}/m1`).get());
  });

  it('is no active member (isActiveMember): no proposal', async () => {
    // With the counter step a proposal needs (rate-limits.test.ts): the anonymous session's is refused too.
    const counted = countedWrites(getEnv);
    const propose = (db: ReturnType<typeof account>) =>
      counted.add(
        { db, uid: 'peer', action: 'proposal' },
        'bannedBooks',
        bannedBookDocument(serverTimestamp(), { status: 'proposed', proposedBy: 'peer' }),
      );
    await assertFails(propose(anonymous('peer', { email: 'peer@example.com' })));
    await assertSucceeds(propose(account('peer', { email: 'peer@example.com' })));
  });

  it('neither reads, lists nor withdraws the unpublished posts of its uid', async () => {
    const own = (db: ReturnType<typeof account>) =>
      db.collection('posts').where('authorUid', '==', 'voice').limit(10).get();
    const voice = anonymous('voice');
    await assertFails(voice.doc('posts/a-draft').get());
    await assertFails(own(voice));
    await assertFails(voice.doc('posts/a-draft').delete());
    await assertSucceeds(account('voice').doc('posts/a-draft').get());
    await assertSucceeds(own(account('voice')));
    await assertSucceeds(account('voice').doc('posts/a-draft').delete());
  });

  it('neither reads, lists nor withdraws the pending proposals of its uid', async () => {
    const own = (db: ReturnType<typeof account>) =>
      db.collection('bannedBooks').where('proposedBy', '==', 'peer').limit(10).get();
    const peer = anonymous('peer');
    await assertFails(peer.doc('bannedBooks/proposed').get());
    await assertFails(own(peer));
    await assertFails(peer.doc('bannedBooks/proposed').delete());
    await assertSucceeds(account('peer').doc('bannedBooks/proposed').get());
    await assertSucceeds(own(account('peer')));
    await assertSucceeds(account('peer').doc('bannedBooks/proposed').delete());
  });
});
