import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import firebase from 'firebase/compat/app';
import { LIMITS, UPLOAD_LIMITS } from '#shared/model/index.ts';
import { allBut, everyone, past, serverTimestamp, useContentRules } from './content-actors';
import { libraryItemDocument } from '#shared/testing/documents.ts';

const withCoverAndLink = {
  coverUrl: '/community/library/cover.png',
  coverAlt: 'A black bird on a yellow ground',
  linkUrl: 'https://example.com/things-fall-apart',
};

const { db, audited, seed } = useContentRules(() => ({
  'libraryItems/tfa': libraryItemDocument(past, withCoverAndLink),
}));
/** An admin's writes, each with its audit entry (createLibraryItem, editLibraryItem, deleteLibraryItem). */
const admin = () => audited();
const create = (id: string, data: Record<string, unknown>) =>
  admin().set(`libraryItems/${id}`, data, 'createLibraryItem');
const edit = (id: string, change: Record<string, unknown>) =>
  admin().update(`libraryItems/${id}`, change, 'editLibraryItem');

/** What an admin sends for an item. */
const item = (overrides: Record<string, unknown> = {}) => ({
  ...libraryItemDocument(serverTimestamp(), withCoverAndLink),
  ...overrides,
});

describe('libraryItems: reads', () => {
  it('are public: get and list, for every actor', async () => {
    for (const actor of everyone) {
      await assertSucceeds(db(actor).doc('libraryItems/tfa').get());
      await assertSucceeds(
        db(actor).collection('libraryItems').orderBy('title').limit(LIMITS.query.libraryItems).get(),
      );
    }
  });

  it('refuse a list above 251 (a batch of 250 + 1) or without a limit, and accept exactly 251', async () => {
    for (const actor of everyone) {
      const catalogue = db(actor).collection('libraryItems').orderBy('title');
      await assertSucceeds(catalogue.limit(LIMITS.query.libraryItems).get());
      await assertFails(catalogue.limit(LIMITS.query.libraryItems + 1).get());
      await assertFails(catalogue.get());
    }
  });
});

describe('libraryItems: create', () => {
  it('is for admins, with a valid item', async () => {
    // Before the admin's: once the admin has created libraryItems/new, writing it is an update.
    for (const actor of allBut('admin')) await assertFails(db(actor).doc('libraryItems/new').set(item()));
    // With an audit entry, as an admin's: still not theirs to write.
    for (const actor of allBut('admin')) {
      await assertFails(audited(actor).set('libraryItems/new', item(), 'createLibraryItem'));
    }
    await assertSucceeds(create('new', item()));
    await assertSucceeds(create('no-year', item({ year: null, coverUrl: '', coverAlt: '', linkUrl: '' })));
  });

  it('refuses an invalid item, even from an admin', async () => {
    await assertFails(create('new', item({ category: 'gossip' })));
    await assertFails(create('new', item({ year: '1958' })));
    await assertFails(create('new', item({ year: 3000 })));
    await assertFails(create('new', item({ title: '' })));
    await assertFails(create('new', item({ description: 'x'.repeat(2001) })));
    await assertFails(create('new', item({ linkUrl: 'ftp://example.com' })));
    await assertFails(create('new', item({ rating: 5 })));
    await assertFails(create('new', item({ created: past })));
    const { author: _author, ...noAuthor } = item();
    await assertFails(create('new', noAuthor));
  });
});

describe('libraryItems: each field on its own', () => {
  it('refuses an empty author and an unsafe cover, and accepts both filled in', async () => {
    await assertFails(create('new', item({ author: '' })));
    await assertFails(create('new', item({ coverUrl: 'javascript:alert(1)' })));
    await assertFails(create('new', item({ coverUrl: 'https://example.com/c.png' })));
    await assertSucceeds(create('new', item({ author: 'A', coverUrl: '/community/covers/c.png' })));
  });

  it('accepts the years 0 and 2100, and refuses -1, 2101 and a fraction', async () => {
    await assertSucceeds(create('year-0', item({ year: 0 })));
    await assertSucceeds(create('year-2100', item({ year: 2100 })));
    for (const year of [-1, 2101, 1958.5]) await assertFails(create('new', item({ year })));
  });

  it('refuses an edit of an item whose stored date is not a timestamp, until it is one', async () => {
    // Written around the rules (Admin SDK) with a date as text: the edit must not keep it.
    const change = { title: 'Things Fall Apart (reissue)', updated: serverTimestamp() };
    await seed({ 'libraryItems/tfa': { ...libraryItemDocument(past, withCoverAndLink), created: '1958-01-01' } });
    await assertFails(edit('tfa', change));
    await seed({ 'libraryItems/tfa': libraryItemDocument(past, withCoverAndLink) });
    await assertSucceeds(edit('tfa', change));
  });
});

describe('libraryItems: update and delete', () => {
  it('are for admins only', async () => {
    const change = { title: 'Things Fall Apart (50th anniversary)', updated: serverTimestamp() };
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc('libraryItems/tfa').update(change));
      await assertFails(db(actor).doc('libraryItems/tfa').delete());
      await assertFails(audited(actor).delete('libraryItems/tfa', 'deleteLibraryItem'));
    }
    await assertSucceeds(edit('tfa', change));
    await assertFails(edit('tfa', { created: serverTimestamp(), updated: serverTimestamp() }));
    await assertFails(edit('tfa', { title: 'No stamp' }));
    await assertSucceeds(admin().delete('libraryItems/tfa', 'deleteLibraryItem'));
  });
});

describe('libraryItems: title and author are trimmed text, never only spaces', () => {
  it('refuses a title or an author of only spaces, and accepts one-letter ones', async () => {
    await assertFails(create('new', item({ title: '   ' })));
    await assertFails(create('new', item({ author: '   ' })));
    await assertFails(create('new', item({ title: ' Things Fall Apart ' })));
    await assertSucceeds(create('new', item({ title: 'X', author: 'Y' })));
  });
});

describe('libraryItems: an admin’s writes carry their audit entry', () => {
  it('refuses a create, an edit and a delete without their entry, even from an admin', async () => {
    await assertFails(db('admin').doc('libraryItems/new').set(item()));
    await assertFails(
      db('admin').doc('libraryItems/tfa').update({ title: 'Arrow of God', updated: serverTimestamp() }),
    );
    await assertFails(db('admin').doc('libraryItems/tfa').delete());
  });

  it('refuses an entry naming another action, or the item by another name', async () => {
    await assertFails(admin().set('libraryItems/new', item(), 'editLibraryItem'));
    await assertFails(admin().update('libraryItems/tfa', { updated: serverTimestamp() }, 'createLibraryItem'));
    await assertFails(admin().delete('libraryItems/tfa', 'deletePost'));
    await assertFails(admin().delete('libraryItems/tfa', 'deleteLibraryItem', { details: { name: 'Arrow of God' } }));
    await assertFails(admin().delete('libraryItems/tfa', 'deleteLibraryItem', { details: {} }));
    await assertSucceeds(admin().delete('libraryItems/tfa', 'deleteLibraryItem'));
  });
});

describe('libraryItems: a cover is described (alt text, UPLOAD_LIMITS.alt)', () => {
  const { min, max } = UPLOAD_LIMITS.alt;
  const change = (fields: Record<string, unknown>) => ({ ...fields, updated: serverTimestamp() });

  it('refuses a cover without its alt text, and accepts it with one', async () => {
    const { coverAlt: _alt, ...withoutAlt } = item();
    await assertFails(create('new', withoutAlt));
    await assertFails(create('new', item({ coverAlt: '' })));
    await assertFails(create('new', item({ coverAlt: '   ' })));
    await assertSucceeds(create('new', item({ coverAlt: 'A black bird on a yellow ground' })));
  });

  it('takes an alt text of 3 to 250 characters', async () => {
    await assertFails(create('a', item({ coverAlt: 'a'.repeat(min - 1) })));
    await assertSucceeds(create('b', item({ coverAlt: 'a'.repeat(min) })));
    await assertSucceeds(create('c', item({ coverAlt: 'a'.repeat(max) })));
    await assertFails(create('d', item({ coverAlt: 'a'.repeat(max + 1) })));
    await assertFails(create('e', item({ coverAlt: 42 })));
  });

  it("takes no alt text without a cover: '' or none", async () => {
    await assertFails(create('a', item({ coverUrl: '', coverAlt: 'A cover that is not there' })));
    await assertSucceeds(create('b', item({ coverUrl: '', coverAlt: '' })));
    const { coverAlt: _alt, ...withoutAlt } = item({ coverUrl: '' });
    await assertSucceeds(create('c', withoutAlt));
  });

  it('asks a new cover for its alt text on an edit', async () => {
    const cover = '/community/library/other.png';
    await assertFails(edit('tfa', change({ coverUrl: cover, coverAlt: '' })));
    await assertSucceeds(edit('tfa', change({ coverUrl: cover, coverAlt: 'A gold sun over green bands' })));
  });

  it('lets an item written before alt texts keep its cover as it was, not take a new one', async () => {
    const { coverAlt: _alt, ...older } = libraryItemDocument(past, withCoverAndLink);
    await seed({ 'libraryItems/older': older });
    await assertSucceeds(edit('older', change({ title: 'Things Fall Apart (reissue)' })));
    await assertFails(edit('older', change({ coverUrl: '/community/library/other.png' })));
  });
});

describe('libraryItems: searchWords are the indexing trigger’s alone', () => {
  const change = { description: 'Okonkwo of Umuofia.', updated: serverTimestamp() };

  beforeEach(() =>
    seed({
      'libraryItems/indexed': { ...libraryItemDocument(past, withCoverAndLink), searchWords: ['things', 'fall'] },
    }),
  );

  it('refuses an admin’s new item that carries searchWords; the same without is accepted', async () => {
    await assertFails(create('new', item({ searchWords: ['things'] })));
    await assertSucceeds(create('new', item()));
  });

  it('lets an admin edit an item that has them, leaving them as they are, and refuses changing, removing or adding them', async () => {
    await assertSucceeds(edit('indexed', change));
    await assertFails(edit('indexed', { ...change, searchWords: ['made', 'up'] }));
    await assertFails(edit('indexed', { ...change, searchWords: firebase.firestore.FieldValue.delete() }));
    await assertFails(edit('tfa', { ...change, searchWords: ['things'] }));
    await assertSucceeds(edit('tfa', change));
  });
});
