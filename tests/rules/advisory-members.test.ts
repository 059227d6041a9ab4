import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { LIMITS } from '#shared/model/index.ts';
import { allBut, everyone, past, serverTimestamp, useContentRules } from './content-actors';
import { advisoryMemberDocument } from '#shared/testing/documents.ts';

/** A member of the board with a photo and a link, as stored or as an admin sends it. */
const withPhotoAndLink = {
  photoUrl: '/community/advisory/efua.png',
  links: [{ label: 'Website', url: 'https://example.com' }],
};

const { db, audited, seed } = useContentRules(() => ({
  'advisoryMembers/efua': advisoryMemberDocument(past, withPhotoAndLink),
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
  ...advisoryMemberDocument(serverTimestamp(), withPhotoAndLink),
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
    await assertSucceeds(adminAdvisor('new').set(advisor({ links: [], photoUrl: '' })));
    await assertSucceeds(adminAdvisor('efua').update({ order: 2, updated: serverTimestamp() }));
    await assertSucceeds(adminAdvisor('efua').delete());
  });

  it('refuses an invalid entry, even from an admin', async () => {
    const doc = adminAdvisor('new');
    await assertFails(doc.set(advisor({ name: 'E' })));
    await assertFails(doc.set(advisor({ bio: 'short' })));
    await assertFails(doc.set(advisor({ links: Array(6).fill({ label: 'x', url: 'https://example.com' }) })));
    await assertFails(doc.set(advisor({ links: 'https://example.com' })));
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

  it('takes links as a list of up to five: refuses one link in a map, accepts five in a list', async () => {
    const doc = adminAdvisor('new');
    const link = { label: 'Website', url: 'https://example.com' };
    // A map of one has size 1, inside the limit: only the clause that links is a list refuses it.
    await assertFails(doc.set(advisor({ links: { website: link } })));
    await assertSucceeds(doc.set(advisor({ links: Array(5).fill(link) })));
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
      'advisoryMembers/efua': { ...advisoryMemberDocument(past, withPhotoAndLink), created: '2026-01-01' },
    });
    await assertFails(adminAdvisor('efua').update(reorder));
    await seed({ 'advisoryMembers/efua': advisoryMemberDocument(past, withPhotoAndLink) });
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

describe('advisoryMembers: each link is a label and an address, checked one by one', () => {
  const link = (n: number) => ({ label: `Link ${n}`, url: `https://example.com/${n}` });
  const links = (count: number) => Array.from({ length: count }, (_, n) => link(n));

  it('refuses a link to a javascript: address, and accepts it to an https one', async () => {
    const doc = adminAdvisor('new');
    await assertFails(doc.set(advisor({ links: [{ label: 'Website', url: 'javascript:alert(1)' }] })));
    await assertSucceeds(doc.set(advisor({ links: [{ label: 'Website', url: 'https://example.com' }] })));
  });

  it('refuses a link label of only spaces, or longer than 60, and accepts 60', async () => {
    const doc = adminAdvisor('new');
    const { max } = LIMITS.advisory.linkLabel;
    await assertFails(doc.set(advisor({ links: [{ label: '   ', url: 'https://example.com' }] })));
    await assertFails(doc.set(advisor({ links: [{ label: 'x'.repeat(max + 1), url: 'https://example.com' }] })));
    await assertSucceeds(doc.set(advisor({ links: [{ label: 'x'.repeat(max), url: 'https://example.com' }] })));
  });

  it('refuses a link that is not a map of exactly label and url', async () => {
    const doc = adminAdvisor('new');
    await assertFails(doc.set(advisor({ links: ['https://example.com'] })));
    await assertFails(doc.set(advisor({ links: [{ ...link(0), target: '_blank' }] })));
    await assertFails(doc.set(advisor({ links: [{ label: 'Website' }] })));
    await assertSucceeds(doc.set(advisor({ links: [link(0)] })));
  });

  it('checks every position: one bad link last in a list of 1 to 5 is refused; 0 to 5 good ones pass', async () => {
    await assertSucceeds(adminAdvisor('no-links').set(advisor({ links: [] })));
    for (let count = 1; count <= LIMITS.advisory.links; count++) {
      const doc = adminAdvisor(`links-${count}`);
      await assertFails(doc.set(advisor({ links: [...links(count - 1), { label: 'Bad', url: 'javascript:x' }] })));
      await assertSucceeds(doc.set(advisor({ links: links(count) })));
    }
  });

  it('refuses links as an empty map, and accepts an empty list', async () => {
    const doc = adminAdvisor('new');
    await assertFails(doc.set(advisor({ links: {} })));
    await assertSucceeds(doc.set(advisor({ links: [] })));
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
