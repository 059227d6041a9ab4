import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '#shared/model/index.ts';
import { addEntry, adminRecord, auditedWrites } from './audited-writes';
import { everyone, past, serverTimestamp, useContentRules } from './content-actors';
import {
  albumDocument,
  commentDocument,
  contactMessageDocument,
  libraryItemDocument,
  photoDocument,
  postDocument,
  userProfileDocument,
} from '#shared/testing/documents.ts';

const { getEnv, db, audited, seed } = useContentRules(() => ({
  'users/suspended': userProfileDocument('suspended@example.com', past, { status: 'suspended', type: 'peer' }),
  [`${COLLECTIONS.auditLog}/one`]: entry,
  'libraryItems/tfa': item('Things Fall Apart'),
  'libraryItems/other': item('No Longer at Ease'),
  'posts/own-draft': postDocument('own-draft', past, { title: 'A draft of mine', status: 'draft' }),
}));
const admin = () => audited();
const suspended = () => getEnv().authenticatedContext('suspended', { email: 'suspended@example.com' }).firestore();

const entry = { actor: 'admin', target: 'peer', action: 'suspend', details: { from: 'active' }, at: past };
const item = (title: string) => libraryItemDocument(past, { title });
const edit = { title: 'Arrow of God', updated: serverTimestamp() };

/** The log as stored, read with the rules off. */
async function storedLog(): Promise<Record<string, unknown>[]> {
  let entries: Record<string, unknown>[] = [];
  await getEnv().withSecurityRulesDisabled(async (context) => {
    const snapshot = await context.firestore().collection(COLLECTIONS.auditLog).get();
    entries = snapshot.docs.map((doc) => doc.data());
  });
  return entries;
}

describe('auditLog: admins read, nobody changes an entry', () => {
  it('lets an admin read an entry and list the log', async () => {
    await assertSucceeds(db('admin').doc('auditLog/one').get());
    await assertSucceeds(db('admin').collection('auditLog').orderBy('at', 'desc').limit(50).get());
  });

  it('refuses every other actor a read, a suspended member included', async () => {
    for (const actor of everyone.filter((one) => one !== 'admin')) {
      await assertFails(db(actor).doc('auditLog/one').get());
      await assertFails(db(actor).collection('auditLog').limit(10).get());
    }
    await assertFails(suspended().doc('auditLog/one').get());
  });

  it('refuses an edit and a delete to everyone, admins included', async () => {
    for (const actor of everyone) {
      await assertFails(db(actor).doc('auditLog/one').update({ action: 'reinstate' }));
      await assertFails(db(actor).doc('auditLog/one').delete());
    }
    await assertFails(suspended().doc('auditLog/one').delete());
  });

  it('refuses an entry of a member action from a client: those are the functions’ (Admin SDK)', async () => {
    for (const actor of everyone) {
      await assertFails(
        db(actor)
          .collection('auditLog')
          .doc('new')
          .set({ ...entry, at: serverTimestamp() }),
      );
    }
  });
});

describe('auditLog: an admin’s write and its entry, bound to each other', () => {
  it('allows the write with its entry, which records who, when, what and which document', async () => {
    await assertSucceeds(admin().update('libraryItems/tfa', edit, 'editLibraryItem'));
    const written = (await storedLog()).find((each) => each.target === 'libraryItems/tfa');
    expect(written).toMatchObject({
      actor: 'admin',
      action: 'editLibraryItem',
      details: { name: 'Arrow of God' },
    });
    expect((written?.at as { toDate(): Date }).toDate().getTime()).toBeGreaterThan(past.getTime());
  });

  it('refuses the write when the commit leaves the admin’s head as it was', async () => {
    await assertFails(admin().update('libraryItems/tfa', edit, 'editLibraryItem', { noHead: true }));
    await assertSucceeds(admin().update('libraryItems/tfa', edit, 'editLibraryItem'));
    // The head still points at that entry: the same document, action and name, but an earlier time.
    await assertFails(db('admin').doc('libraryItems/tfa').update(edit));
    await assertFails(admin().update('libraryItems/tfa', edit, 'editLibraryItem', { noHead: true }));
  });

  it('refuses an entry the head does not point at', async () => {
    await assertFails(admin().update('libraryItems/tfa', edit, 'editLibraryItem', { headPointsTo: 'one' }));
    await assertFails(admin().update('libraryItems/tfa', edit, 'editLibraryItem', { headPointsTo: 'elsewhere' }));
  });

  it('refuses an entry in another admin’s name, or with another time than the server’s', async () => {
    await seed({ [`${COLLECTIONS.admins}/other-admin`]: adminRecord() });
    await assertFails(admin().update('libraryItems/tfa', edit, 'editLibraryItem', { actor: 'other-admin' }));
    await assertFails(admin().update('libraryItems/tfa', edit, 'editLibraryItem', { at: past }));
    await assertFails(admin().update('libraryItems/tfa', edit, 'editLibraryItem', { at: new Date() }));
  });

  it('refuses an entry that names another document, or carries another field', async () => {
    await assertFails(admin().update('libraryItems/tfa', edit, 'editLibraryItem', { target: 'libraryItems/other' }));
    const writer = db('admin');
    const batch = writer.batch();
    batch.update(writer.doc('libraryItems/tfa'), edit);
    const extra = writer.collection(COLLECTIONS.auditLog).doc();
    batch.set(extra, {
      actor: 'admin',
      target: 'libraryItems/tfa',
      action: 'editLibraryItem',
      details: { name: 'Arrow of God' },
      at: serverTimestamp(),
      note: 'all fine',
    });
    batch.set(writer.doc(`${COLLECTIONS.auditHeads}/admin`), { entry: extra.id });
    await assertFails(batch.commit());
  });

  it('refuses two audited writes under one entry, and two entries in one commit', async () => {
    const two = admin().batch('libraryItems/tfa', 'editLibraryItem', { name: 'Arrow of God' }, (batch, admin) => {
      batch.update(admin.doc('libraryItems/tfa'), edit);
      batch.update(admin.doc('libraryItems/other'), edit);
    });
    await assertFails(two);
    const writer = db('admin');
    const batch = writer.batch();
    batch.update(writer.doc('libraryItems/tfa'), edit);
    addEntry(writer, batch, 'admin', 'editLibraryItem', 'libraryItems/tfa', { details: { name: 'Arrow of God' } });
    addEntry(writer, batch, 'admin', 'editLibraryItem', 'libraryItems/tfa', {
      details: { name: 'Arrow of God' },
      noHead: true,
    });
    await assertFails(batch.commit());
  });
});

describe('auditLog: no entry without its write', () => {
  /** An entry and its head alone, as if they recorded a write the commit does not make. */
  const entryAlone = (action: string, target: string) => {
    const writer = db('admin');
    const batch = writer.batch();
    addEntry(writer, batch, 'admin', action, target, { details: { name: 'Things Fall Apart' } });
    return batch.commit();
  };

  it('refuses an entry whose target is not created, deleted or changed as its action says', async () => {
    await assertFails(entryAlone('editLibraryItem', 'libraryItems/tfa'));
    await assertFails(entryAlone('deleteLibraryItem', 'libraryItems/tfa'));
    await assertFails(entryAlone('createLibraryItem', 'libraryItems/tfa'));
    await assertFails(entryAlone('createLibraryItem', 'libraryItems/new'));
    await assertFails(entryAlone('deleteLibraryItem', 'libraryItems/missing'));
  });

  it('refuses a delete entry beside an edit, and a create entry beside an edit', async () => {
    // The admin's write goes through a member's rule (their own draft, as its author), so only the
    // entry's own rule judges the action's kind.
    await seed({ [`${COLLECTIONS.admins}/voice`]: adminRecord() });
    const voiceAdmin = getEnv().authenticatedContext('voice', { email: 'voice@example.com', admin: true });
    const writes = auditedWrites(getEnv(), voiceAdmin.firestore(), 'voice');
    const change = { body: 'New text.', updated: serverTimestamp() };
    await assertFails(writes.update('posts/own-draft', change, 'deletePost'));
    await assertFails(writes.update('posts/own-draft', change, 'createPost'));
    await assertSucceeds(writes.update('posts/own-draft', change, 'editPost'));
    await assertFails(writes.delete('posts/own-draft', 'deletedraft'));
    await assertSucceeds(writes.delete('posts/own-draft', 'deletePost'));
  });
});

describe('auditLog: only the actions an admin’s client records, on their own targets', () => {
  // An admin's own mail choice is theirs to write, with no entry asked: only the entry's rule judges one beside it.
  const choice = { comments: false, updated: serverTimestamp() };
  // So is an admin's withdrawal of their own draft, through the author's rule (decision 0001, Known limits).
  const asAuthor = async () => {
    await seed({ [`${COLLECTIONS.admins}/voice`]: adminRecord() });
    const voiceAdmin = getEnv().authenticatedContext('voice', { email: 'voice@example.com', admin: true });
    return auditedWrites(getEnv(), voiceAdmin.firestore(), 'voice');
  };

  it('refuses an entry for a document no audited collection holds, though the commit writes it', async () => {
    await assertFails(admin().set('mailPreferences/admin', choice, 'createMailPreferences'));
    await assertFails(admin().set('mailPreferences/admin', choice, 'createLibraryItem'));
    await assertSucceeds(db('admin').doc('mailPreferences/admin').set(choice));
  });

  it('refuses an entry whose target is the admin’s own head, which every commit rewrites', async () => {
    await seed({ [`${COLLECTIONS.auditHeads}/admin`]: { entry: 'one' } });
    const writer = db('admin');
    const batch = writer.batch();
    addEntry(writer, batch, 'admin', 'editPost', `${COLLECTIONS.auditHeads}/admin`);
    await assertFails(batch.commit());
  });

  it('refuses an entry whose target is the entry itself, which its own commit creates', async () => {
    const writer = db('admin');
    const batch = writer.batch();
    const self = writer.collection(COLLECTIONS.auditLog).doc();
    batch.set(self, {
      actor: 'admin',
      target: self.path,
      action: 'createLibraryItem',
      details: {},
      at: serverTimestamp(),
    });
    batch.set(writer.doc(`${COLLECTIONS.auditHeads}/admin`), { entry: self.id });
    await assertFails(batch.commit());
  });

  // The author's withdrawal of their draft: the admin's branch of the rule fails on a forged entry, the
  // author's passes, so only the entry's own rule judges it.
  it('refuses an action no client records (an unknown one, a member action) and another collection’s', async () => {
    const writes = await asAuthor();
    for (const action of ['deleteEverything', 'deleteAccount', 'deleteAlbum', 'deleteComment', 'deleteTeamMember']) {
      await assertFails(writes.delete('posts/own-draft', action));
    }
    await assertSucceeds(writes.delete('posts/own-draft', 'deletePost'));
  });

  it('refuses details of another shape than the action’s: another name, more fields, none, a name that is no string', async () => {
    const writes = await asAuthor();
    const forged = [{ name: 'Anything at all' }, { name: 'A draft of mine', note: 'and more' }, {}, { name: 42 }];
    for (const details of forged) await assertFails(writes.delete('posts/own-draft', 'deletePost', { details }));
    await assertSucceeds(writes.delete('posts/own-draft', 'deletePost'));
  });

  it('refuses an entry beside a member’s comment edit, which no action records', async () => {
    await seed({
      [`${COLLECTIONS.admins}/voice`]: adminRecord(),
      'posts/live': postDocument('live', past, { status: 'published' }),
      'posts/live/comments/c1': {
        ...commentDocument(new Date(), { authorUid: 'voice' }),
        author: { displayName: 'Chiamaka Eze', type: 'voice' },
      },
    });
    const voiceAdmin = getEnv().authenticatedContext('voice', { email: 'voice@example.com', admin: true });
    const writes = auditedWrites(getEnv(), voiceAdmin.firestore(), 'voice');
    const edit = { body: 'Better said.', updated: serverTimestamp() };
    for (const action of ['editPost', 'deleteComment']) {
      await assertFails(writes.update('posts/live/comments/c1', edit, action));
    }
    await assertSucceeds(voiceAdmin.firestore().doc('posts/live/comments/c1').update(edit));
  });

  it('holds an entry beside a write no rule audits (an admin deleting their own comment) to its time, its details and a real delete', async () => {
    await seed({
      [`${COLLECTIONS.admins}/voice`]: adminRecord(),
      'posts/live': postDocument('live', past, { status: 'published' }),
      'posts/live/comments/c1': {
        ...commentDocument(new Date(), { authorUid: 'voice' }),
        author: { displayName: 'Chiamaka Eze', type: 'voice' },
      },
    });
    const voiceAdmin = getEnv().authenticatedContext('voice', { email: 'voice@example.com', admin: true });
    const db = voiceAdmin.firestore();
    const writes = auditedWrites(getEnv(), db, 'voice');
    // The comment's own rule asks for no entry: the log's rules alone hold this one.
    await assertFails(writes.delete('posts/live/comments/c1', 'deleteComment', { at: past }));
    await assertFails(writes.delete('posts/live/comments/c1', 'deleteComment', { details: { name: 'Chiamaka Eze' } }));
    // An entry of a delete with no delete: a comment that never was.
    const ghost = db.batch();
    addEntry(db, ghost, 'voice', 'deleteComment', 'posts/live/comments/never');
    await assertFails(ghost.commit());
    await assertSucceeds(writes.delete('posts/live/comments/c1', 'deleteComment'));
  });

  it('names a photo by its caption, else its alt text; a contact message by nothing', async () => {
    await seed({
      'albums/a1': albumDocument(past),
      'albums/a1/photos/p1': photoDocument(past, { caption: '', alt: 'Readers on the steps' }),
      'contactMessages/m1': contactMessageDocument(past, new Date('2028-01-01')),
    });
    const recaption = { caption: 'The reading', updated: serverTimestamp() };
    await assertFails(
      admin().update('albums/a1/photos/p1', recaption, 'editPhoto', { details: { name: 'Readers on the steps' } }),
    );
    await assertSucceeds(admin().update('albums/a1/photos/p1', recaption, 'editPhoto'));
    const mark = { handled: true, handledBy: 'admin', handledAt: serverTimestamp() };
    await assertFails(admin().update('contactMessages/m1', mark, 'markContactHandled', { details: { name: 'Ama' } }));
    await assertSucceeds(admin().update('contactMessages/m1', mark, 'markContactHandled'));
  });
});

describe('auditLog: who may make an entry', () => {
  it('refuses an entry beside a member’s own write, which stands alone', async () => {
    // A voice withdraws their draft: their write, no admin action, and no entry of theirs is taken.
    await assertFails(audited('voice').delete('posts/own-draft', 'deletePost'));
    await assertSucceeds(db('voice').doc('posts/own-draft').delete());
  });
});

describe('auditHeads/{uid}: the admin’s own, written with an entry, read by nobody', () => {
  it('refuses every read, the admin’s own included', async () => {
    await assertSucceeds(admin().update('libraryItems/tfa', edit, 'editLibraryItem'));
    for (const actor of everyone) await assertFails(db(actor).doc(`${COLLECTIONS.auditHeads}/admin`).get());
  });

  it('refuses a write to another admin’s head, a delete, extra fields, and a member’s head', async () => {
    await seed({ [`${COLLECTIONS.admins}/other-admin`]: adminRecord() });
    const writer = db('admin');
    await assertFails(writer.doc(`${COLLECTIONS.auditHeads}/other-admin`).set({ entry: 'one' }));
    await assertFails(writer.doc(`${COLLECTIONS.auditHeads}/admin`).set({ entry: 'one', note: 'x' }));
    await assertSucceeds(writer.doc(`${COLLECTIONS.auditHeads}/admin`).set({ entry: 'one' }));
    await assertFails(writer.doc(`${COLLECTIONS.auditHeads}/admin`).delete());
    await assertFails(db('voice').doc(`${COLLECTIONS.auditHeads}/voice`).set({ entry: 'one' }));
  });
});
