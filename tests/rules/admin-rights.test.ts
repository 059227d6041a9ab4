import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { COLLECTIONS } from '#shared/model/index.ts';
import { adminRecord, auditedWrites } from './audited-writes';
import { allBut, past, serverTimestamp, useContentRules } from './content-actors';
import { contactMessageDocument, libraryItemDocument } from '#shared/testing/documents.ts';

const { getEnv, db, seed } = useContentRules(() => ({
  'libraryItems/tfa': libraryItemDocument(past),
  'contactMessages/m1': contactMessageDocument(past, new Date('2028-01-01')),
}));

/** An account whose token carries the admin claim (as a token issued before a revocation still does). */
const claimed = (uid: string) => getEnv().authenticatedContext(uid, { email: `${uid}@example.com`, admin: true });
const withoutClaim = (uid: string) => getEnv().authenticatedContext(uid, { email: `${uid}@example.com` });

/** What an admin does in the admin area: read the queue, the log, the inbox; write content. */
async function adminWork(uid: string, db = claimed(uid).firestore()) {
  const reads: Promise<unknown>[] = [
    db.doc('users/pending').get(),
    db.collection('users').where('status', '==', 'pending').orderBy('applied').limit(25).get(),
    db.collection(COLLECTIONS.auditLog).orderBy('at', 'desc').limit(21).get(),
    db.doc('contactMessages/m1').get(),
  ];
  const writes = auditedWrites(getEnv(), db, uid);
  return {
    reads,
    edit: () =>
      writes.update('libraryItems/tfa', { title: 'Arrow of God', updated: serverTimestamp() }, 'editLibraryItem'),
    remove: () => writes.delete('libraryItems/tfa', 'deleteLibraryItem'),
  };
}

describe('admin rights: the claim and admins/{uid}, both', () => {
  it('lets an admin with both read and write as an admin', async () => {
    await seed({ [`${COLLECTIONS.admins}/kofi`]: adminRecord() });
    const work = await adminWork('kofi');
    for (const read of work.reads) await assertSucceeds(read);
    await assertSucceeds(work.edit());
    await assertSucceeds(work.remove());
  });

  it('refuses a revoked admin at once: a token with the claim, issued before, and no admins document', async () => {
    // admins/kofi existed when the token was issued; manageMember's revokeAdmin deleted it.
    const token = claimed('kofi');
    await seed({ [`${COLLECTIONS.admins}/kofi`]: adminRecord() });
    await assertSucceeds(token.firestore().doc('users/pending').get());
    await getEnv().withSecurityRulesDisabled((context) =>
      context.firestore().doc(`${COLLECTIONS.admins}/kofi`).delete(),
    );
    const work = await adminWork('kofi', token.firestore());
    for (const read of work.reads) await assertFails(read);
    await assertFails(work.edit());
    await assertFails(work.remove());
  });

  it('refuses an admins document without the claim, and a claim that is not exactly true', async () => {
    await seed({
      [`${COLLECTIONS.admins}/kofi`]: adminRecord(),
      [`${COLLECTIONS.admins}/yaw`]: adminRecord(),
    });
    const noClaim = await adminWork('kofi', withoutClaim('kofi').firestore());
    for (const read of noClaim.reads) await assertFails(read);
    await assertFails(noClaim.edit());
    const notTrue = getEnv().authenticatedContext('yaw', { email: 'yaw@example.com', admin: 'true' }).firestore();
    const fake = await adminWork('yaw', notTrue);
    for (const read of fake.reads) await assertFails(read);
    await assertFails(fake.edit());
  });
});

describe('admins/{uid}: the Admin SDK’s alone', () => {
  it('lets its owner read it (the web app’s check), and nobody else', async () => {
    await assertSucceeds(db('admin').doc(`${COLLECTIONS.admins}/admin`).get());
    // A member reads their own, missing one: that is how the app learns they are no admin.
    await assertSucceeds(db('voice').doc(`${COLLECTIONS.admins}/voice`).get());
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc(`${COLLECTIONS.admins}/admin`).get());
    }
    await assertFails(db('admin').collection(COLLECTIONS.admins).get());
  });

  it('refuses every write from a client, an admin’s on their own or another’s document included', async () => {
    // These actors' uids are their names.
    for (const actor of ['admin', 'voice', 'peer'] as const) {
      const client = db(actor);
      const own = client.doc(`${COLLECTIONS.admins}/${actor}`);
      await assertFails(own.set(adminRecord()));
      await assertFails(client.doc(`${COLLECTIONS.admins}/someone`).set(adminRecord()));
    }
    const mine = db('admin').doc(`${COLLECTIONS.admins}/admin`);
    await assertFails(mine.update({ grantedBy: 'me' }));
    await assertFails(mine.delete());
  });
});
