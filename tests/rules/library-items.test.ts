import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { LIMITS } from '../../shared/model/index.ts';
import { allBut, dbOf, everyone, past, seedActors, serverTimestamp } from './content-actors';
import { seed, useRulesEnv } from './rules-env';

const getEnv = useRulesEnv();
const db = (actor: Parameters<typeof dbOf>[1]) => dbOf(getEnv(), actor);

const item = (overrides: Record<string, unknown> = {}) => ({
  title: 'Things Fall Apart',
  author: 'Chinua Achebe',
  year: 1958,
  description: 'Okonkwo and the coming of the missionaries to Umuofia.',
  coverUrl: '/community/library/cover.png',
  linkUrl: 'https://example.com/things-fall-apart',
  category: 'fiction',
  created: serverTimestamp(),
  updated: serverTimestamp(),
  ...overrides,
});

beforeEach(async () => {
  await seedActors(getEnv());
  await seed(getEnv(), { 'libraryItems/tfa': { ...item(), created: past, updated: past } });
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
    await assertSucceeds(db('admin').doc('libraryItems/new').set(item()));
    await assertSucceeds(
      db('admin')
        .doc('libraryItems/no-year')
        .set(item({ year: null, coverUrl: '', linkUrl: '' })),
    );
  });

  it('refuses an invalid item, even from an admin', async () => {
    const doc = db('admin').doc('libraryItems/new');
    await assertFails(doc.set(item({ category: 'gossip' })));
    await assertFails(doc.set(item({ year: '1958' })));
    await assertFails(doc.set(item({ year: 3000 })));
    await assertFails(doc.set(item({ title: '' })));
    await assertFails(doc.set(item({ description: 'x'.repeat(2001) })));
    await assertFails(doc.set(item({ linkUrl: 'ftp://example.com' })));
    await assertFails(doc.set(item({ rating: 5 })));
    await assertFails(doc.set(item({ created: past })));
    const { author: _author, ...noAuthor } = item();
    await assertFails(doc.set(noAuthor));
  });
});

describe('libraryItems: each field on its own', () => {
  it('refuses an empty author and an unsafe cover, and accepts both filled in', async () => {
    const admin = db('admin');
    await assertFails(admin.doc('libraryItems/new').set(item({ author: '' })));
    await assertFails(admin.doc('libraryItems/new').set(item({ coverUrl: 'javascript:alert(1)' })));
    await assertFails(admin.doc('libraryItems/new').set(item({ coverUrl: 'https://example.com/c.png' })));
    await assertSucceeds(admin.doc('libraryItems/new').set(item({ author: 'A', coverUrl: '/media/covers/c.png' })));
  });

  it('accepts the years 0 and 2100, and refuses -1, 2101 and a fraction', async () => {
    const admin = db('admin');
    await assertSucceeds(admin.doc('libraryItems/year-0').set(item({ year: 0 })));
    await assertSucceeds(admin.doc('libraryItems/year-2100').set(item({ year: 2100 })));
    for (const year of [-1, 2101, 1958.5]) await assertFails(admin.doc('libraryItems/new').set(item({ year })));
  });

  it('refuses an edit of an item whose stored date is not a timestamp, until it is one', async () => {
    // Written around the rules (Admin SDK) with a date as text: the edit must not keep it.
    const change = { title: 'Things Fall Apart (reissue)', updated: serverTimestamp() };
    await seed(getEnv(), { 'libraryItems/tfa': { ...item(), created: '1958-01-01', updated: past } });
    await assertFails(db('admin').doc('libraryItems/tfa').update(change));
    await seed(getEnv(), { 'libraryItems/tfa': { ...item(), created: past, updated: past } });
    await assertSucceeds(db('admin').doc('libraryItems/tfa').update(change));
  });
});

describe('libraryItems: update and delete', () => {
  it('are for admins only', async () => {
    const change = { title: 'Things Fall Apart (50th anniversary)', updated: serverTimestamp() };
    for (const actor of allBut('admin')) {
      await assertFails(db(actor).doc('libraryItems/tfa').update(change));
      await assertFails(db(actor).doc('libraryItems/tfa').delete());
    }
    await assertSucceeds(db('admin').doc('libraryItems/tfa').update(change));
    await assertFails(
      db('admin').doc('libraryItems/tfa').update({ created: serverTimestamp(), updated: serverTimestamp() }),
    );
    await assertFails(db('admin').doc('libraryItems/tfa').update({ title: 'No stamp' }));
    await assertSucceeds(db('admin').doc('libraryItems/tfa').delete());
  });
});

describe('libraryItems: title and author are trimmed text, never only spaces', () => {
  it('refuses a title or an author of only spaces, and accepts one-letter ones', async () => {
    const doc = db('admin').doc('libraryItems/new');
    await assertFails(doc.set(item({ title: '   ' })));
    await assertFails(doc.set(item({ author: '   ' })));
    await assertFails(doc.set(item({ title: ' Things Fall Apart ' })));
    await assertSucceeds(doc.set(item({ title: 'X', author: 'Y' })));
  });
});
