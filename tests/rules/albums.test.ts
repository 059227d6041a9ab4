import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { LIMITS, UPLOAD_LIMITS, type Photo } from '#shared/model/index.ts';
import { allBut, everyone, past, serverTimestamp, useContentRules } from './content-actors';
import { albumDocument, photoDocument } from '#shared/testing/documents.ts';

const withCover = { coverUrl: '/community/photos/cover.png' };
const storedPhoto = (fields: Partial<Photo<Date>> = {}) => photoDocument(past, fields);

const { db, audited, seed } = useContentRules(() => ({
  'albums/live': albumDocument(past, withCover),
  'albums/hidden': albumDocument(past, { ...withCover, published: false }),
  'albums/live/photos/p1': storedPhoto(),
  'albums/hidden/photos/p1': storedPhoto(),
}));

type Data = Record<string, unknown>;
/** An admin's writes of one album or photo, each with its audit entry (edit… unless named). */
const adminWrites = (path: string, kind: 'Album' | 'Photo') => {
  const admin = audited();
  return {
    set: (data: Data) => admin.set(path, data, `create${kind}`),
    update: (change: Data, action = `edit${kind}`) => admin.update(path, change, action),
    delete: () => admin.delete(path, `delete${kind}`),
  };
};
const adminAlbum = (id: string) => adminWrites(`albums/${id}`, 'Album');
const adminPhoto = (album: string, id: string) => adminWrites(`albums/${album}/photos/${id}`, 'Photo');

/** What an admin sends for an album, and for a photo. */
const album = (overrides: Data = {}) => ({
  ...albumDocument(serverTimestamp(), withCover),
  date: past,
  ...overrides,
});
const photo = (overrides: Data = {}) => ({ ...photoDocument(serverTimestamp()), date: past, ...overrides });

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
    await assertSucceeds(admin.doc('albums/hidden/photos/p1').get());
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
    await assertSucceeds(adminAlbum('new').set(album({ published: false })));
    await assertSucceeds(adminAlbum('hidden').update({ published: true, updated: serverTimestamp() }, 'publishAlbum'));
    await assertSucceeds(adminAlbum('live').delete());
  });

  it('refuse an invalid album, even from an admin', async () => {
    const doc = adminAlbum('new');
    await assertFails(doc.set(album({ published: 'yes' })));
    await assertFails(doc.set(album({ date: '2026-01-01' })));
    await assertFails(doc.set(album({ title: '' })));
    await assertFails(doc.set(album({ coverUrl: 'data:image/png;base64,AAAA' })));
    // Images are paths of this site only (IMAGE_PATH_PREFIXES; the CSP's img-src).
    await assertFails(doc.set(album({ coverUrl: 'https://images.example.org/cover.jpg' })));
    await assertFails(doc.set(album({ likes: 0 })));
    await assertFails(doc.set(album({ created: past })));
    await assertFails(adminAlbum('live').update({ created: serverTimestamp(), updated: serverTimestamp() }));
  });
});

describe('albums: a new album’s address is the slug of its title, as a post’s', () => {
  it('accepts slugs in any script, of up to 100 characters, as slugify writes them', async () => {
    for (const id of ['nairobi-writing-retreat', 'lagos-2026-2', 'የአፍሪካ-ድምፆች', 'أصوات-أفريقيا', 'album-x7k2m9ab']) {
      await assertSucceeds(adminAlbum(id).set(album()));
    }
    await assertSucceeds(adminAlbum('a'.repeat(LIMITS.album.slug)).set(album()));
  });

  it('refuses an id slugify never writes: a random document id, upper case, punctuation, 101 characters', async () => {
    for (const id of ['WiCWBgUkhr05YyLKNc1n', 'Nairobi-retreat', 'nairobi_retreat', 'nairobi--retreat', '-nairobi']) {
      await assertFails(adminAlbum(id).set(album()));
    }
    await assertFails(adminAlbum('a'.repeat(LIMITS.album.slug + 1)).set(album()));
  });

  it('keeps an older album at its random id editable and deletable', async () => {
    await seed({ 'albums/WiCWBgUkhr05YyLKNc1n': albumDocument(past, { ...withCover, published: false }) });
    const older = adminAlbum('WiCWBgUkhr05YyLKNc1n');
    await assertSucceeds(older.update({ published: true, updated: serverTimestamp() }, 'publishAlbum'));
    await assertSucceeds(older.update({ title: 'Renamed', updated: serverTimestamp() }));
    await assertSucceeds(older.delete());
  });
});

describe('albums: an admin’s writes, one clause at a time', () => {
  const publish = { published: true, updated: serverTimestamp() };

  it('refuses a description over 2000 characters, and accepts 2000', async () => {
    await assertFails(adminAlbum('new').set(album({ description: 'd'.repeat(2001) })));
    await assertSucceeds(adminAlbum('new').set(album({ description: 'd'.repeat(2000) })));
  });

  it('refuses an update without the server time in updated, and accepts it with', async () => {
    await assertFails(adminAlbum('hidden').update({ published: true }, 'publishAlbum'));
    await assertSucceeds(adminAlbum('hidden').update(publish, 'publishAlbum'));
  });

  it('refuses an update that leaves the album invalid, and accepts a valid one', async () => {
    await assertFails(adminAlbum('hidden').update({ published: 'yes', updated: serverTimestamp() }, 'publishAlbum'));
    await assertSucceeds(adminAlbum('hidden').update(publish, 'publishAlbum'));
  });

  it('refuses an update of an album whose stored date is not a timestamp, until it is one', async () => {
    // Written around the rules (Admin SDK) with a date as text: the update must not keep it.
    await seed({
      'albums/hidden': { ...albumDocument(past, { ...withCover, published: false }), created: '2026-01-01' },
    });
    await assertFails(adminAlbum('hidden').update(publish, 'publishAlbum'));
    await seed({ 'albums/hidden': albumDocument(past, { ...withCover, published: false }) });
    await assertSucceeds(adminAlbum('hidden').update(publish, 'publishAlbum'));
  });
});

describe('albums/{id}/photos: writes', () => {
  it('are for admins only', async () => {
    for (const actor of allBut('admin')) {
      const writer = db(actor);
      await assertFails(writer.doc('albums/live/photos/p2').set(photo()));
      await assertFails(writer.doc('albums/live/photos/p1').update({ caption: 'Changed', updated: serverTimestamp() }));
      await assertFails(writer.doc('albums/live/photos/p1').delete());
    }
    await assertSucceeds(adminPhoto('live', 'p2').set(photo({ order: 2 })));
    await assertSucceeds(adminPhoto('live', 'p1').update({ caption: 'Changed', updated: serverTimestamp() }));
    await assertSucceeds(adminPhoto('live', 'p1').delete());
  });

  it('refuse an invalid photo', async () => {
    const doc = adminPhoto('live', 'p2');
    await assertFails(doc.set(photo({ imageUrl: '' })));
    await assertFails(doc.set(photo({ imageUrl: 'http://insecure.example/a.jpg' })));
    await assertFails(doc.set(photo({ alt: '' })));
    await assertFails(doc.set(photo({ order: -1 })));
    await assertFails(doc.set(photo({ order: 1.5 })));
    await assertFails(doc.set(photo({ exif: {} })));
  });

  it('refuse a photo on another host than this site (the CSP would block it), Firebase Storage included', async () => {
    const doc = adminPhoto('live', 'p2');
    await assertFails(doc.set(photo({ imageUrl: 'https://images.example.org/a.jpg' })));
    await assertFails(doc.set(photo({ imageUrl: 'https://firebasestorage.googleapis.com/v0/b/voa/o/a.jpg' })));
  });

  it('refuse an image address in a list or a map, and accept the same address as text', async () => {
    // Behind an equivalent mutant (tools/rules-mutations/equivalent.ts): only text has matches(),
    // so a list or map of an allowed size is refused even without the type check.
    const doc = adminPhoto('live', 'p2');
    await assertFails(doc.set(photo({ imageUrl: ['/community/photos/a.jpg'] })));
    await assertFails(doc.set(photo({ imageUrl: { url: '/community/photos/a.jpg' } })));
    await assertSucceeds(doc.set(photo({ imageUrl: '/community/photos/a.jpg' })));
  });

  it('accept the order bounds 0 and 100000 and refuse what lies beyond them', async () => {
    await assertSucceeds(adminPhoto('live', 'first').set(photo({ order: 0, credit: '' })));
    await assertSucceeds(adminPhoto('live', 'last').set(photo({ order: 100000, imageUrl: '/community/photos/a.jpg' })));
    const doc = adminPhoto('live', 'p2');
    await assertFails(doc.set(photo({ order: 100001 })));
    await assertFails(doc.set(photo({ order: '2' })));
    await assertFails(doc.set(photo({ date: '2026-01-01' })));
    await assertFails(doc.set(photo({ caption: 'c'.repeat(301) })));
    await assertFails(doc.set(photo({ credit: 'c'.repeat(121) })));
    const { credit: _credit, ...withoutCredit } = photo();
    await assertFails(doc.set(withoutCredit));
  });

  it('accept an image address of 500 characters and refuse 501', async () => {
    // '/community/' is 11 characters: the file name fills the address to the length.
    const address = (length: number) => `/community/${'a'.repeat(length - 11)}`;
    await assertSucceeds(adminPhoto('live', 'p2').set(photo({ imageUrl: address(LIMITS.url.max) })));
    await assertFails(adminPhoto('live', 'p3').set(photo({ imageUrl: address(LIMITS.url.max + 1) })));
  });

  it('let an admin move a photo (order alone), but not to an invalid place', async () => {
    const admin = adminPhoto('live', 'p1');
    const moveTo = (order: unknown) => ({ order, updated: serverTimestamp() });
    await assertSucceeds(admin.update(moveTo(0), 'movePhoto'));
    await assertSucceeds(admin.update(moveTo(7), 'movePhoto'));
    await assertFails(admin.update(moveTo(-1), 'movePhoto'));
    await assertFails(admin.update(moveTo(100001), 'movePhoto'));
    await assertFails(admin.update(moveTo('first'), 'movePhoto'));
    await assertFails(admin.update({ order: 3 }, 'movePhoto'));
    await assertFails(admin.update({ imageUrl: 'ftp://example.org/a.jpg', updated: serverTimestamp() }));
    for (const actor of allBut('admin')) await assertFails(db(actor).doc('albums/live/photos/p1').update(moveTo(0)));
  });
});

describe('albums and photos: titles, captions and credits are trimmed text', () => {
  it('refuses an album title of only spaces, and accepts a one-letter title', async () => {
    const doc = adminAlbum('new');
    await assertFails(doc.set(album({ title: '   ' })));
    await assertSucceeds(doc.set(album({ title: 'X' })));
  });

  it('refuses a photo caption or credit of only spaces, and accepts a one-letter caption and no credit', async () => {
    const doc = adminPhoto('live', 'p2');
    await assertFails(doc.set(photo({ caption: '   ' })));
    await assertFails(doc.set(photo({ credit: '   ' })));
    await assertSucceeds(doc.set(photo({ caption: 'X', credit: '' })));
  });
});

describe('albums and photos: an admin’s writes carry their audit entry', () => {
  const edit = { title: 'Lagos Book and Art Festival 2026', updated: serverTimestamp() };

  it('refuses each write without its entry', async () => {
    const admin = db('admin');
    await assertFails(admin.doc('albums/new').set(album()));
    await assertFails(admin.doc('albums/live').update(edit));
    await assertFails(admin.doc('albums/live').delete());
    await assertFails(admin.doc('albums/live/photos/p2').set(photo()));
    await assertFails(admin.doc('albums/live/photos/p1').update({ caption: 'Changed', updated: serverTimestamp() }));
    await assertFails(admin.doc('albums/live/photos/p1').delete());
  });

  it('names an album’s publication, its withdrawal and an edit each by their own action', async () => {
    await assertFails(adminAlbum('hidden').update({ published: true, updated: serverTimestamp() }, 'editAlbum'));
    await assertFails(adminAlbum('live').update({ published: false, updated: serverTimestamp() }, 'publishAlbum'));
    await assertSucceeds(adminAlbum('live').update({ published: false, updated: serverTimestamp() }, 'unpublishAlbum'));
    await assertFails(adminAlbum('live').update(edit, 'unpublishAlbum'));
    await assertSucceeds(adminAlbum('live').update(edit, 'editAlbum'));
  });

  it('refuses an entry naming the photo by another caption', async () => {
    const change = { caption: 'Changed', updated: serverTimestamp() };
    const wrong = { details: { name: 'A reading under the trees' } };
    await assertFails(audited().update('albums/live/photos/p1', change, 'editPhoto', wrong));
    await assertSucceeds(audited().update('albums/live/photos/p1', change, 'editPhoto'));
  });
});

describe('photos: a move and an album’s deletion take several photos under one entry', () => {
  beforeEach(() =>
    seed({
      'albums/live/photos/p2': storedPhoto({ caption: 'The second', order: 2 }),
      'albums/hidden/photos/p2': storedPhoto({ caption: 'Elsewhere', order: 2 }),
    }),
  );
  const moveTo = (order: number) => ({ order, updated: serverTimestamp() });
  const movedFirst = { name: 'The second' };

  it('lets the photos a move passes come along with the moved one’s entry', async () => {
    const swap = audited().batch('albums/live/photos/p2', 'movePhoto', movedFirst, (batch, admin) => {
      batch.update(admin.doc('albums/live/photos/p2'), moveTo(1));
      batch.update(admin.doc('albums/live/photos/p1'), moveTo(2));
    });
    await assertSucceeds(swap);
  });

  it('refuses a photo of another album, a change beyond the order, or the moved photo under another caption', async () => {
    const moves = (details: Record<string, unknown>, other: string, change: Record<string, unknown>) =>
      audited().batch('albums/live/photos/p2', 'movePhoto', details, (batch, admin) => {
        batch.update(admin.doc('albums/live/photos/p2'), moveTo(1));
        batch.update(admin.doc(other), change);
      });
    await assertFails(moves(movedFirst, 'albums/hidden/photos/p2', moveTo(1)));
    await assertFails(moves(movedFirst, 'albums/live/photos/p1', { ...moveTo(2), caption: 'Renamed' }));
    // Each other field of a photo that comes along: an edit of it needs its own 'editPhoto' entry.
    for (const change of [
      { alt: 'A different description of the reading' },
      { credit: 'Someone else' },
      { date: new Date('2024-01-02T00:00:00Z') },
      { imageUrl: '/community/photos/other.png' },
    ])
      await assertFails(moves(movedFirst, 'albums/live/photos/p1', { ...moveTo(2), ...change }));
    await assertFails(moves({ name: 'A reading under the trees' }, 'albums/live/photos/p1', moveTo(2)));
    await assertSucceeds(moves(movedFirst, 'albums/live/photos/p1', moveTo(2)));
  });

  it('refuses a photo moved under an earlier commit’s move: the head still points at that entry', async () => {
    const swap = audited().batch('albums/live/photos/p2', 'movePhoto', movedFirst, (batch, admin) => {
      batch.update(admin.doc('albums/live/photos/p2'), moveTo(1));
      batch.update(admin.doc('albums/live/photos/p1'), moveTo(2));
    });
    await assertSucceeds(swap);
    await assertFails(db('admin').doc('albums/live/photos/p1').update(moveTo(5)));
  });

  it('refuses other photos beside an edit’s entry: only a move brings them along', async () => {
    const edits = audited().batch('albums/live/photos/p2', 'editPhoto', movedFirst, (batch, admin) => {
      batch.update(admin.doc('albums/live/photos/p2'), moveTo(1));
      batch.update(admin.doc('albums/live/photos/p1'), moveTo(2));
    });
    await assertFails(edits);
  });

  it('deletes an album with its photos in one commit under its entry, and no other album’s photos', async () => {
    const deletion = (extra?: string) =>
      audited().batch('albums/live', 'deleteAlbum', { name: album().title }, (batch, admin) => {
        batch.delete(admin.doc('albums/live/photos/p1'));
        batch.delete(admin.doc('albums/live/photos/p2'));
        if (extra) batch.delete(admin.doc(extra));
        batch.delete(admin.doc('albums/live'));
      });
    await assertFails(deletion('albums/hidden/photos/p1'));
    await assertSucceeds(deletion());
  });

  it('refuses photos deleted under an album’s edit, or under the entry of its earlier deletion', async () => {
    const edit = { description: 'Readings, talks and a night market.', updated: serverTimestamp() };
    const editing = audited().batch('albums/live', 'editAlbum', { name: album().title }, (batch, admin) => {
      batch.update(admin.doc('albums/live'), edit);
      batch.delete(admin.doc('albums/live/photos/p1'));
    });
    await assertFails(editing);
    await assertSucceeds(audited().delete('albums/live', 'deleteAlbum'));
    // A photo left behind (a subcollection outlives its album): its own entry is needed now.
    await assertFails(db('admin').doc('albums/live/photos/p1').delete());
    await assertSucceeds(audited().delete('albums/live/photos/p1', 'deletePhoto'));
  });

  it('refuses photos deleted under an album’s entry when the album stays', async () => {
    const photosAlone = audited().batch('albums/live', 'deleteAlbum', { name: album().title }, (batch, admin) => {
      batch.delete(admin.doc('albums/live/photos/p1'));
    });
    await assertFails(photosAlone);
  });

  it('deletes a full album (200 photos) in one commit: the rules read the same five documents for each', async () => {
    const photos = Object.fromEntries(
      Array.from({ length: LIMITS.query.photos }, (_, n) => [`albums/live/photos/n${n}`, storedPhoto({ order: n })]),
    );
    await seed(photos);
    const deletion = audited().batch('albums/live', 'deleteAlbum', { name: album().title }, (batch, admin) => {
      for (const path of Object.keys(photos)) batch.delete(admin.doc(path));
      batch.delete(admin.doc('albums/live/photos/p1'));
      batch.delete(admin.doc('albums/live/photos/p2'));
      batch.delete(admin.doc('albums/live'));
    });
    await assertSucceeds(deletion);
  });
});

describe('albums and photos: images are described (alt text, UPLOAD_LIMITS.alt)', () => {
  const { min, max } = UPLOAD_LIMITS.alt;
  const edit = (change: Data) => ({ ...change, updated: serverTimestamp() });

  it('refuses an album cover without its alt text, and accepts it with one', async () => {
    const { coverAlt: _alt, ...withoutAlt } = album();
    await assertFails(adminAlbum('new').set(withoutAlt));
    await assertFails(adminAlbum('new').set(album({ coverAlt: '' })));
    await assertFails(adminAlbum('new').set(album({ coverAlt: '   ' })));
    await assertSucceeds(adminAlbum('new').set(album({ coverAlt: 'Readers gathered around a stage at dusk' })));
  });

  it('takes an album cover’s alt text of 3 to 250 characters', async () => {
    await assertFails(adminAlbum('a').set(album({ coverAlt: 'a'.repeat(min - 1) })));
    await assertSucceeds(adminAlbum('b').set(album({ coverAlt: 'a'.repeat(min) })));
    await assertSucceeds(adminAlbum('c').set(album({ coverAlt: 'a'.repeat(max) })));
    await assertFails(adminAlbum('d').set(album({ coverAlt: 'a'.repeat(max + 1) })));
  });

  it("takes no alt text without a cover: '' or none", async () => {
    await assertFails(adminAlbum('a').set(album({ coverUrl: '', coverAlt: 'A cover that is not there' })));
    await assertSucceeds(adminAlbum('b').set(album({ coverUrl: '', coverAlt: '' })));
    const { coverAlt: _alt, ...withoutAlt } = album({ coverUrl: '' });
    await assertSucceeds(adminAlbum('c').set(withoutAlt));
  });

  it('asks a new cover of an album for its alt text on an edit', async () => {
    const cover = '/community/photos/other.png';
    await assertFails(adminAlbum('live').update(edit({ coverUrl: cover, coverAlt: '' })));
    await assertSucceeds(adminAlbum('live').update(edit({ coverUrl: cover, coverAlt: 'A gold sun over green bands' })));
  });

  it('lets an album written before alt texts keep its cover as it was (published, edited), not take a new one', async () => {
    const { coverAlt: _alt, ...older } = albumDocument(past, { ...withCover, published: false });
    await seed({ 'albums/older': older });
    await assertSucceeds(adminAlbum('older').update(edit({ published: true }), 'publishAlbum'));
    await assertSucceeds(adminAlbum('older').update(edit({ title: 'Renamed' })));
    await assertFails(adminAlbum('older').update(edit({ coverUrl: '/community/photos/other.png' })));
  });

  it('refuses a photo without its alt text, and takes 3 to 250 characters', async () => {
    const { alt: _alt, ...withoutAlt } = photo();
    await assertFails(adminPhoto('live', 'p2').set(withoutAlt));
    await assertFails(adminPhoto('live', 'p2').set(photo({ alt: '   ' })));
    await assertFails(adminPhoto('live', 'p2').set(photo({ alt: 'a'.repeat(min - 1) })));
    await assertFails(adminPhoto('live', 'p2').set(photo({ alt: 'a'.repeat(max + 1) })));
    await assertSucceeds(adminPhoto('live', 'p2').set(photo({ alt: 'a'.repeat(min) })));
    await assertSucceeds(adminPhoto('live', 'p3').set(photo({ alt: 'a'.repeat(max) })));
    await assertFails(adminPhoto('live', 'p1').update(edit({ alt: '' })));
  });

  it('takes a photo without a caption, named in its entry by its alt text', async () => {
    const data = photo({ caption: '', alt: 'A poet reads to listeners under the trees' });
    const byCaption = { details: { name: '' } };
    await assertFails(audited().set('albums/live/photos/p2', data, 'createPhoto', byCaption));
    await assertSucceeds(adminPhoto('live', 'p2').set(data));
    await assertSucceeds(adminPhoto('live', 'p2').update({ order: 5, updated: serverTimestamp() }, 'movePhoto'));
    await assertSucceeds(adminPhoto('live', 'p2').delete());
  });
});
