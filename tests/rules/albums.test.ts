import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { LIMITS } from '../../shared/model/index.ts';
import { allBut, dbOf, everyone, past, seedActors, serverTimestamp, type ContentActor } from './content-actors';
import { seed, useRulesEnv } from './rules-env';

const getEnv = useRulesEnv();
const db = (actor: ContentActor) => dbOf(getEnv(), actor);

const album = (overrides: Record<string, unknown> = {}) => ({
  title: 'Lagos Book and Art Festival',
  description: 'Readings and conversations at Freedom Park.',
  date: past,
  coverUrl: '/community/photos/cover.png',
  published: true,
  created: serverTimestamp(),
  updated: serverTimestamp(),
  ...overrides,
});

const photo = (overrides: Record<string, unknown> = {}) => ({
  imageUrl: '/community/photos/reading.png',
  caption: 'A reading under the trees',
  credit: 'Sankofa Editorial',
  date: past,
  order: 1,
  ...overrides,
});

beforeEach(async () => {
  await seedActors(getEnv());
  await seed(getEnv(), {
    'albums/live': { ...album(), created: past, updated: past },
    'albums/hidden': { ...album({ published: false }), created: past, updated: past },
    'albums/live/photos/p1': photo(),
    'albums/hidden/photos/p1': photo(),
  });
});

describe('albums: reads', () => {
  it('show published albums and their photos to everyone', async () => {
    for (const actor of everyone) {
      const reader = db(actor);
      await assertSucceeds(reader.doc('albums/live').get());
      await assertSucceeds(
        reader
          .collection('albums')
          .where('published', '==', true)
          .orderBy('date', 'desc')
          .limit(LIMITS.query.albums)
          .get(),
      );
      await assertSucceeds(reader.doc('albums/live/photos/p1').get());
      await assertSucceeds(reader.collection('albums/live/photos').orderBy('order').limit(LIMITS.query.photos).get());
    }
  });

  it('hide unpublished albums, their photos and unfiltered lists from all but admins', async () => {
    for (const actor of allBut('admin')) {
      const reader = db(actor);
      await assertFails(reader.doc('albums/hidden').get());
      await assertFails(reader.collection('albums').limit(LIMITS.query.albums).get());
      await assertFails(reader.doc('albums/hidden/photos/p1').get());
      await assertFails(reader.collection('albums/hidden/photos').limit(LIMITS.query.photos).get());
    }
    const admin = db('admin');
    await assertSucceeds(admin.doc('albums/hidden').get());
    await assertSucceeds(admin.collection('albums').get());
    await assertSucceeds(admin.collection('albums/hidden/photos').get());
  });

  it('refuse a public list of albums above 13 or without a limit, and accept exactly 13', async () => {
    for (const actor of allBut('admin')) {
      const albums = db(actor).collection('albums').where('published', '==', true).orderBy('date', 'desc');
      await assertSucceeds(albums.limit(LIMITS.query.albums).get());
      await assertFails(albums.limit(LIMITS.query.albums + 1).get());
      await assertFails(albums.get());
    }
  });

  it('refuse a public list of photos above 200 or without a limit, and accept exactly 200', async () => {
    for (const actor of allBut('admin')) {
      const photos = db(actor).collection('albums/live/photos').orderBy('order');
      await assertSucceeds(photos.limit(LIMITS.query.photos).get());
      await assertFails(photos.limit(LIMITS.query.photos + 1).get());
      await assertFails(photos.get());
    }
  });
});

describe('albums: writes', () => {
  it('are for admins only: create, update (publish), delete', async () => {
    for (const actor of allBut('admin')) {
      const writer = db(actor);
      await assertFails(writer.doc('albums/new').set(album()));
      await assertFails(writer.doc('albums/hidden').update({ published: true, updated: serverTimestamp() }));
      await assertFails(writer.doc('albums/live').delete());
    }
    const admin = db('admin');
    await assertSucceeds(admin.doc('albums/new').set(album({ published: false })));
    await assertSucceeds(admin.doc('albums/hidden').update({ published: true, updated: serverTimestamp() }));
    await assertSucceeds(admin.doc('albums/live').delete());
  });

  it('refuse an invalid album, even from an admin', async () => {
    const doc = db('admin').doc('albums/new');
    await assertFails(doc.set(album({ published: 'yes' })));
    await assertFails(doc.set(album({ date: '2026-01-01' })));
    await assertFails(doc.set(album({ title: '' })));
    await assertFails(doc.set(album({ coverUrl: 'data:image/png;base64,AAAA' })));
    // Images are paths of this site only (IMAGE_PATH_PREFIXES; the CSP's img-src).
    await assertFails(doc.set(album({ coverUrl: 'https://images.example.org/cover.jpg' })));
    await assertFails(doc.set(album({ likes: 0 })));
    await assertFails(doc.set(album({ created: past })));
    await assertFails(
      db('admin').doc('albums/live').update({ created: serverTimestamp(), updated: serverTimestamp() }),
    );
  });
});

describe('albums: an admin’s writes, one clause at a time', () => {
  const publish = { published: true, updated: serverTimestamp() };

  it('refuses a description over 2000 characters, and accepts 2000', async () => {
    const admin = db('admin');
    await assertFails(admin.doc('albums/new').set(album({ description: 'd'.repeat(2001) })));
    await assertSucceeds(admin.doc('albums/new').set(album({ description: 'd'.repeat(2000) })));
  });

  it('refuses an update without the server time in updated, and accepts it with', async () => {
    await assertFails(db('admin').doc('albums/hidden').update({ published: true }));
    await assertSucceeds(db('admin').doc('albums/hidden').update(publish));
  });

  it('refuses an update that leaves the album invalid, and accepts a valid one', async () => {
    await assertFails(db('admin').doc('albums/hidden').update({ published: 'yes', updated: serverTimestamp() }));
    await assertSucceeds(db('admin').doc('albums/hidden').update(publish));
  });

  it('refuses an update of an album whose stored date is not a timestamp, until it is one', async () => {
    // Written around the rules (Admin SDK) with a date as text: the update must not keep it.
    await seed(getEnv(), { 'albums/hidden': { ...album({ published: false }), created: '2026-01-01', updated: past } });
    await assertFails(db('admin').doc('albums/hidden').update(publish));
    await seed(getEnv(), { 'albums/hidden': { ...album({ published: false }), created: past, updated: past } });
    await assertSucceeds(db('admin').doc('albums/hidden').update(publish));
  });
});

describe('albums/{id}/photos: writes', () => {
  it('are for admins only', async () => {
    for (const actor of allBut('admin')) {
      const writer = db(actor);
      await assertFails(writer.doc('albums/live/photos/p2').set(photo()));
      await assertFails(writer.doc('albums/live/photos/p1').update({ caption: 'Changed' }));
      await assertFails(writer.doc('albums/live/photos/p1').delete());
    }
    const admin = db('admin');
    await assertSucceeds(admin.doc('albums/live/photos/p2').set(photo({ order: 2 })));
    await assertSucceeds(admin.doc('albums/live/photos/p1').update({ caption: 'Changed' }));
    await assertSucceeds(admin.doc('albums/live/photos/p1').delete());
  });

  it('refuse an invalid photo', async () => {
    const doc = db('admin').doc('albums/live/photos/p2');
    await assertFails(doc.set(photo({ imageUrl: '' })));
    await assertFails(doc.set(photo({ imageUrl: 'http://insecure.example/a.jpg' })));
    await assertFails(doc.set(photo({ caption: '' })));
    await assertFails(doc.set(photo({ order: -1 })));
    await assertFails(doc.set(photo({ order: 1.5 })));
    await assertFails(doc.set(photo({ exif: {} })));
  });

  it('refuse a photo on another host than this site (the CSP would block it), Firebase Storage included', async () => {
    const doc = db('admin').doc('albums/live/photos/p2');
    await assertFails(doc.set(photo({ imageUrl: 'https://images.example.org/a.jpg' })));
    await assertFails(doc.set(photo({ imageUrl: 'https://firebasestorage.googleapis.com/v0/b/voa/o/a.jpg' })));
  });

  it('refuse an image address in a list or a map, and accept the same address as text', async () => {
    // Behind an equivalent mutant (tools/rules-mutations/equivalent.ts): only text has matches(),
    // so a list or map of an allowed size is refused even without the type check.
    const doc = db('admin').doc('albums/live/photos/p2');
    await assertFails(doc.set(photo({ imageUrl: ['/media/photos/a.jpg'] })));
    await assertFails(doc.set(photo({ imageUrl: { url: '/media/photos/a.jpg' } })));
    await assertSucceeds(doc.set(photo({ imageUrl: '/media/photos/a.jpg' })));
  });

  it('accept the order bounds 0 and 100000 and refuse what lies beyond them', async () => {
    const admin = db('admin');
    await assertSucceeds(admin.doc('albums/live/photos/first').set(photo({ order: 0, credit: '' })));
    await assertSucceeds(
      admin.doc('albums/live/photos/last').set(photo({ order: 100000, imageUrl: '/media/photos/a.jpg' })),
    );
    const doc = admin.doc('albums/live/photos/p2');
    await assertFails(doc.set(photo({ order: 100001 })));
    await assertFails(doc.set(photo({ order: '2' })));
    await assertFails(doc.set(photo({ date: '2026-01-01' })));
    await assertFails(doc.set(photo({ caption: 'c'.repeat(301) })));
    await assertFails(doc.set(photo({ credit: 'c'.repeat(121) })));
    const { credit: _credit, ...withoutCredit } = photo();
    await assertFails(doc.set(withoutCredit));
  });

  it('accept an image address of 500 characters and refuse 501', async () => {
    // '/media/' is 7 characters: the file name fills the address to the length.
    const address = (length: number) => `/media/${'a'.repeat(length - 7)}`;
    const admin = db('admin');
    await assertSucceeds(admin.doc('albums/live/photos/p2').set(photo({ imageUrl: address(LIMITS.url.max) })));
    await assertFails(admin.doc('albums/live/photos/p3').set(photo({ imageUrl: address(LIMITS.url.max + 1) })));
  });

  it('let an admin move a photo (order alone), but not to an invalid place', async () => {
    const admin = db('admin').doc('albums/live/photos/p1');
    await assertSucceeds(admin.update({ order: 0 }));
    await assertSucceeds(admin.update({ order: 7 }));
    await assertFails(admin.update({ order: -1 }));
    await assertFails(admin.update({ order: 100001 }));
    await assertFails(admin.update({ order: 'first' }));
    await assertFails(admin.update({ imageUrl: 'ftp://example.org/a.jpg' }));
    for (const actor of allBut('admin')) await assertFails(db(actor).doc('albums/live/photos/p1').update({ order: 0 }));
  });
});

describe('albums and photos: titles, captions and credits are trimmed text', () => {
  it('refuses an album title of only spaces, and accepts a one-letter title', async () => {
    const doc = db('admin').doc('albums/new');
    await assertFails(doc.set(album({ title: '   ' })));
    await assertSucceeds(doc.set(album({ title: 'X' })));
  });

  it('refuses a photo caption or credit of only spaces, and accepts a one-letter caption and no credit', async () => {
    const doc = db('admin').doc('albums/live/photos/p2');
    await assertFails(doc.set(photo({ caption: '   ' })));
    await assertFails(doc.set(photo({ credit: '   ' })));
    await assertSucceeds(doc.set(photo({ caption: 'X', credit: '' })));
  });
});
