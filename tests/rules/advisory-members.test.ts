import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { LIMITS } from '#shared/model/index.ts';
import { allBut, everyone, past, serverTimestamp, useContentRules } from './content-actors';
import { advisoryMemberDocument } from '#shared/testing/documents.ts';

/** A member of the board with a photo, their card in the directory and their own site, as stored or as an admin sends it. */
const withPhotoAndLinks = {
  photoUrl: '/community/advisory/efua.png',
  memberUid: 'voice',
  website: 'https://efua-asante.example.org',
};

const { db, audited, seed } = useContentRules(() => ({
  'advisoryMembers/efua': advisoryMemberDocument(past, withPhotoAndLinks),
}));

/** An admin's writes of one member of the board, each with its audit entry. */
const adminAdvisor = (id: string) => {
  const admin = audited();
  const path = `advisoryMembers/${id}`;
  return {
    set: (data: Record<string, unknown>) => admin.set(path, data, 'createAdvisoryMember'),
    update: (change: Record<string, unknown>) => admin.update(path, change, 'editAdvisoryMember'),
    delete: () => admin.delete(path, 'deleteAdvisoryMember'),
  };
};

const advisor = (overrides: Record<string, unknown> = {}) => ({
  ...advisoryMemberDocument(serverTimestamp(), withPhotoAndLinks),
  ...overrides,
});

describe('advisoryMembers', () => {
  it('can be read and listed by everyone', async () => {
    for (const actor of everyone) {
      await assertSucceeds(db(actor).doc('advisoryMembers/efua').get());
      await assertSucceeds(
        db(actor).collection('advisoryMembers').orderBy('order').limit(LIMITS.query.advisoryMembers).get(),
      );
    }
  });

  it('refuses a list asking for more than 100 or for no limit, and accepts exactly 100', async () => {
    for (const actor of everyone) {
      const board = db(actor).collection('advisoryMembers').orderBy('order');
      await assertSucceeds(board.limit(LIMITS.query.advisoryMembers).get());
      await assertFails(board.limit(LIMITS.query.advisoryMembers + 1).get());
      await assertFails(board.get());
    }
  });

  it('is written by admins only: create, update, delete', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc('advisoryMembers/new').set(advisor()));
      await assertFails(db(actor).doc('advisoryMembers/efua').update({ order: 2, updated: serverTimestamp() }));
      await assertFails(db(actor).doc('advisoryMembers/efua').delete());
    }
    await assertSucceeds(adminAdvisor('new').set(advisor({ memberUid: '', website: '', photoUrl: '' })));
    await assertSucceeds(adminAdvisor('efua').update({ order: 2, updated: serverTimestamp() }));
    await assertSucceeds(adminAdvisor('efua').delete());
  });

  it('refuses an invalid entry, even from an admin', async () => {
    const doc = adminAdvisor('new');
    await assertFails(doc.set(advisor({ name: 'E' })));
    await assertFails(doc.set(advisor({ bio: 'short' })));
    await assertFails(doc.set(advisor({ links: [{ label: 'Website', url: 'https://example.org' }] })));
    await assertFails(doc.set(advisor({ order: '1' })));
    await assertFails(doc.set(advisor({ photoUrl: 'javascript:void(0)' })));
    await assertFails(doc.set(advisor({ photoUrl: 'https://example.com/efua.png' })));
    await assertFails(doc.set(advisor({ email: 'efua@example.com' })));
    await assertFails(doc.set(advisor({ created: past })));
  });
});

describe('advisoryMembers: an admin’s writes, one clause at a time', () => {
  const reorder = { order: 2, updated: serverTimestamp() };

  it('refuses a one-letter role, and accepts two letters', async () => {
    const doc = adminAdvisor('new');
    await assertFails(doc.set(advisor({ role: 'C' })));
    await assertSucceeds(doc.set(advisor({ role: 'Ch' })));
  });

  it('accepts the order 0 and 1000, and refuses -1, 1001 and a fraction', async () => {
    await assertSucceeds(adminAdvisor('first').set(advisor({ order: 0 })));
    await assertSucceeds(adminAdvisor('last').set(advisor({ order: 1000 })));
    for (const order of [-1, 1001, 1.5]) await assertFails(adminAdvisor('new').set(advisor({ order })));
  });

  it('refuses an update without the server time in updated, and accepts it with', async () => {
    const doc = adminAdvisor('efua');
    await assertFails(doc.update({ order: 2 }));
    await assertSucceeds(doc.update(reorder));
  });

  it('refuses an update that leaves the entry invalid, and accepts a valid one', async () => {
    const doc = adminAdvisor('efua');
    await assertFails(doc.update({ order: -1, updated: serverTimestamp() }));
    await assertSucceeds(doc.update(reorder));
  });

  it('refuses changing the creation date, and accepts the same update without the change', async () => {
    const doc = adminAdvisor('efua');
    await assertFails(doc.update({ ...reorder, created: serverTimestamp() }));
    await assertSucceeds(doc.update(reorder));
  });

  it('refuses an update of an entry whose stored date is not a timestamp, until it is one', async () => {
    // Written around the rules (Admin SDK) with a date as text: the update must not keep it.
    await seed({
      'advisoryMembers/efua': { ...advisoryMemberDocument(past, withPhotoAndLinks), created: '2026-01-01' },
    });
    await assertFails(adminAdvisor('efua').update(reorder));
    await seed({ 'advisoryMembers/efua': advisoryMemberDocument(past, withPhotoAndLinks) });
    await assertSucceeds(adminAdvisor('efua').update(reorder));
  });
});

describe('advisoryMembers: names are trimmed text, never only spaces', () => {
  it('refuses a name of only spaces, and accepts a two-letter name', async () => {
    const doc = adminAdvisor('new');
    await assertFails(doc.set(advisor({ name: ' '.repeat(LIMITS.advisory.name.min) })));
    await assertFails(doc.set(advisor({ name: ' Efua Asante ' })));
    await assertSucceeds(doc.set(advisor({ name: 'Ef' })));
  });

  it('refuses a role of only spaces, and accepts a two-letter role', async () => {
    const doc = adminAdvisor('new');
    await assertFails(doc.set(advisor({ role: ' '.repeat(LIMITS.advisory.role.min) })));
    await assertSucceeds(doc.set(advisor({ role: 'Ch' })));
  });
});

describe('advisoryMembers: their card in the directory (memberUid)', () => {
  const linkTo = (actor: Parameters<typeof audited>[0], memberUid: unknown) =>
    audited(actor).update('advisoryMembers/efua', { memberUid, updated: serverTimestamp() }, 'editAdvisoryMember');

  it('an admin links a board member to a card in the directory, on a new entry and on an edit, and unlinks them', async () => {
    await assertSucceeds(adminAdvisor('new').set(advisor({ memberUid: 'voice2' })));
    await assertSucceeds(linkTo('admin', 'voice2'));
    await assertSucceeds(linkTo('admin', ''));
  });

  it('refuses a uid with no card behind it, even from an admin', async () => {
    await assertFails(adminAdvisor('new').set(advisor({ memberUid: 'nobody' })));
    await assertFails(linkTo('admin', 'nobody'));
    await assertFails(linkTo('admin', 'pending'));
    await assertSucceeds(linkTo('admin', 'voice2'));
  });

  it('refuses a uid that is not one path segment, though a document is there, and one that is not text', async () => {
    await seed({ 'members/voice2/notes/card': { displayName: 'Not a card' } });
    await assertFails(linkTo('admin', 'voice2/notes/card'));
    await assertFails(linkTo('admin', 42));
    await assertFails(linkTo('admin', ['voice2']));
    await assertSucceeds(linkTo('admin', 'voice2'));
  });

  it('keeps a link as it was on an edit of another field, though the card has left the directory', async () => {
    await seed({ 'advisoryMembers/efua': advisoryMemberDocument(past, { memberUid: 'gone' }) });
    await assertSucceeds(adminAdvisor('efua').update({ order: 3, updated: serverTimestamp() }));
    // Once taken off, it cannot be set again: a uid with no card behind it is refused as any other.
    await assertSucceeds(linkTo('admin', ''));
    await assertFails(linkTo('admin', 'gone'));
  });

  it('refuses an edit of an entry whose stored link is not text (written around the rules), until it is', async () => {
    await seed({ 'advisoryMembers/efua': advisoryMemberDocument(past, { memberUid: 42 as unknown as string }) });
    await assertFails(adminAdvisor('efua').update({ order: 3, updated: serverTimestamp() }));
    await assertSucceeds(adminAdvisor('efua').update({ memberUid: '', order: 3, updated: serverTimestamp() }));
  });

  it('refuses a link from everyone but admins, a revoked admin and their audit entry included', async () => {
    for (const actor of allBut('admin')) {
      await assertFails(linkTo(actor, 'voice2'));
      await assertFails(
        audited(actor).set(`advisoryMembers/of-${actor}`, advisor({ memberUid: 'voice2' }), 'createAdvisoryMember'),
      );
    }
    await assertSucceeds(linkTo('admin', 'voice2'));
  });
});

describe('advisoryMembers: their own site (website)', () => {
  const siteOf = (actor: Parameters<typeof audited>[0], website: unknown) =>
    audited(actor).update('advisoryMembers/efua', { website, updated: serverTimestamp() }, 'editAdvisoryMember');

  it('an admin gives an https address of up to 500 characters, changes it, and takes it off', async () => {
    await assertSucceeds(adminAdvisor('new').set(advisor({ website: 'https://amina-diallo.example.org/en' })));
    await assertSucceeds(siteOf('admin', `https://example.org/${'a'.repeat(LIMITS.url.max - 20)}`));
    await assertSucceeds(siteOf('admin', ''));
  });

  it('refuses what is not an https address of another site, even from an admin', async () => {
    for (const website of [
      'http://efua.example.org',
      '/voa/members/voice',
      '//evil.example/x',
      'javascript:alert(1)',
      'https://efua.example.org/a b',
      `https://example.org/${'a'.repeat(LIMITS.url.max - 19)}`,
      ['https://efua.example.org'],
    ]) {
      await assertFails(siteOf('admin', website)).catch((error: unknown) => {
        throw new Error(`accepted ${JSON.stringify(website)}: ${String(error)}`);
      });
    }
    await assertSucceeds(siteOf('admin', 'https://efua.example.org'));
  });

  it('refuses a site from everyone but admins, a revoked admin and their audit entry included', async () => {
    for (const actor of allBut('admin')) await assertFails(siteOf(actor, 'https://efua.example.org'));
    await assertSucceeds(siteOf('admin', 'https://efua.example.org'));
  });
});

describe('advisoryMembers: an admin’s writes carry their audit entry', () => {
  it('refuses each write without its entry, or with another action or name', async () => {
    const admin = db('admin');
    await assertFails(admin.doc('advisoryMembers/new').set(advisor()));
    await assertFails(admin.doc('advisoryMembers/efua').update({ order: 2, updated: serverTimestamp() }));
    await assertFails(admin.doc('advisoryMembers/efua').delete());
    await assertFails(audited().delete('advisoryMembers/efua', 'deleteLibraryItem'));
    await assertFails(
      audited().delete('advisoryMembers/efua', 'deleteAdvisoryMember', { details: { name: 'Someone' } }),
    );
    await assertSucceeds(audited().delete('advisoryMembers/efua', 'deleteAdvisoryMember'));
  });
});
