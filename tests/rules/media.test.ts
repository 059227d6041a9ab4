import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_PURPOSES,
  IMAGE_PURPOSE_NAMES,
  MEDIA_COLLECTION,
  mediaAddress,
  mediaFile,
  parseMediaAddress,
  type ImagePurpose,
  type MediaRecord,
} from '#shared/model/index.ts';
import { everyone, past, serverTimestamp, useContentRules } from './content-actors';
import { countedAs } from './counted-writes';
import {
  advisoryMemberDocument,
  albumDocument,
  libraryItemDocument,
  photoDocument,
  postDocument,
} from '#shared/testing/documents.ts';

/**
 * Uploads in image fields (isUsableImage): a field takes a new /media/ address only when its media/{id}
 * record is of the field's purpose and the writer may use it (their own; for an admin purpose, any
 * admin's). media/{id} itself is the functions' alone.
 */

type Upload = { id: string; address: string };

/** An upload's id and address (ids are 20 letters and digits, as Firestore's are). */
const upload = (name: string, purpose: ImagePurpose): Upload => {
  const id = name.padEnd(20, '0');
  return { id, address: mediaAddress({ purpose, id, width: 1600, height: 900, placeholder: '#c0a080' }) };
};

/** media/{id} as uploadImage writes it, unattached. */
const record = ({ address }: Upload, purpose: ImagePurpose, owner: string): MediaRecord<Date> => ({
  owner,
  purpose,
  address,
  created: past,
  expireAt: new Date(past.getTime() + 24 * 3600_000),
  usedBy: [],
});

const uploads = {
  voiceCover: upload('voiceCover', 'post-cover'),
  otherVoiceCover: upload('otherVoiceCover', 'post-cover'),
  voicePortrait: upload('voicePortrait', 'portrait'),
  peerCover: upload('peerCover', 'post-cover'),
  adminCover: upload('adminCover', 'post-cover'),
  adminPhoto: upload('adminPhoto', 'album-photo'),
  otherAdminPhoto: upload('otherAdminPhoto', 'album-photo'),
  adminLibraryCover: upload('adminLibraryCover', 'library-cover'),
  adminAdvisor: upload('adminAdvisor', 'advisory-portrait'),
  /** No record: never uploaded, expired, or deleted since. */
  missing: upload('missing', 'post-cover'),
};

const recordPath = ({ id }: Upload) => `${MEDIA_COLLECTION}/${id}`;

const { getEnv, db, audited } = useContentRules(() => ({
  [recordPath(uploads.voiceCover)]: record(uploads.voiceCover, 'post-cover', 'voice'),
  [recordPath(uploads.otherVoiceCover)]: record(uploads.otherVoiceCover, 'post-cover', 'voice2'),
  [recordPath(uploads.voicePortrait)]: record(uploads.voicePortrait, 'portrait', 'voice'),
  [recordPath(uploads.peerCover)]: record(uploads.peerCover, 'post-cover', 'peer'),
  [recordPath(uploads.adminCover)]: record(uploads.adminCover, 'post-cover', 'admin'),
  [recordPath(uploads.adminPhoto)]: record(uploads.adminPhoto, 'album-photo', 'admin'),
  [recordPath(uploads.otherAdminPhoto)]: record(uploads.otherAdminPhoto, 'album-photo', 'admin2'),
  [recordPath(uploads.adminLibraryCover)]: record(uploads.adminLibraryCover, 'library-cover', 'admin'),
  [recordPath(uploads.adminAdvisor)]: record(uploads.adminAdvisor, 'advisory-portrait', 'admin'),
  'posts/draft': postDocument('draft', past, { status: 'draft' }),
  // Its cover's record has gone (the post was written before, or with the rules off).
  'posts/kept-cover': postDocument('kept-cover', past, { status: 'draft', coverUrl: uploads.missing.address }),
  'albums/live': albumDocument(past),
  'albums/live/photos/kept': photoDocument(past, { imageUrl: uploads.missing.address }),
}));

/** A cover's alt text, asked with a cover (hasCoverAlt): '' without one. */
const altFor = (coverUrl: string) => (coverUrl ? 'Bands of ochre and green under a gold sun' : '');

/** A voice's edit of their own draft's cover (no counter step: it stays a draft). */
const voiceSetsCover = (coverUrl: string) =>
  db('voice')
    .doc('posts/draft')
    .update({ coverUrl, coverAlt: altFor(coverUrl), updated: serverTimestamp() });

/** What the admin's album form sends for a new photo. */
const photo = (imageUrl: string) => ({ ...photoDocument(serverTimestamp(), { imageUrl }), date: past });
const adminCreatesPhoto = (id: string, imageUrl: string) =>
  audited().set(`albums/live/photos/${id}`, photo(imageUrl), 'createPhoto');

describe('a voice’s post cover', () => {
  it('takes their own post-cover upload, on a new draft and on an edit', async () => {
    await assertSucceeds(voiceSetsCover(uploads.voiceCover.address));
    await assertSucceeds(
      countedAs(getEnv, 'draft')
        .doc('voice', 'posts/new-draft')
        .set(postDocument('new-draft', serverTimestamp(), { status: 'draft', coverUrl: uploads.voiceCover.address })),
    );
  });

  it('refuses another member’s upload, another purpose’s, a missing one and one named by another size', async () => {
    await assertFails(voiceSetsCover(uploads.otherVoiceCover.address));
    await assertFails(voiceSetsCover(uploads.adminCover.address));
    await assertFails(voiceSetsCover(uploads.voicePortrait.address));
    await assertFails(voiceSetsCover(uploads.missing.address));
    // The record's id, with another size: not the address uploadImage made.
    await assertFails(voiceSetsCover(uploads.voiceCover.address.replace('_1600x900_', '_1600x901_')));
  });

  it('refuses a /media/ path that is no upload’s address: a file of one, or any other name', async () => {
    await assertFails(voiceSetsCover(mediaFile(uploads.otherVoiceCover.address, 640, 'webp')));
    await assertFails(voiceSetsCover(mediaFile(uploads.voiceCover.address, 640, 'webp')));
    await assertFails(voiceSetsCover('/media/covers/rain.webp'));
    // A seeded image and no cover stay as they were.
    await assertSucceeds(voiceSetsCover('/community/covers/rain.webp'));
    await assertSucceeds(voiceSetsCover(''));
  });

  it('is the voice’s alone to set: a peer or another voice cannot put their own upload on it', async () => {
    for (const [actor, own] of [
      ['peer', uploads.peerCover],
      ['otherVoice', uploads.otherVoiceCover],
    ] as const) {
      await assertFails(
        db(actor)
          .doc('posts/draft')
          .update({ coverUrl: own.address, coverAlt: altFor(own.address), updated: serverTimestamp() }),
      );
    }
  });

  it('kept as it was, passes without its upload’s record (an edit of a post whose record has gone)', async () => {
    await assertSucceeds(
      db('voice').doc('posts/kept-cover').update({ title: 'Rain over Onitsha', updated: serverTimestamp() }),
    );
    await assertFails(voiceSetsCover(uploads.missing.address));
  });

  it('takes an admin’s own post-cover upload on their edit, never a voice’s', async () => {
    const edit = (coverUrl: string) =>
      audited().update('posts/draft', { coverUrl, coverAlt: altFor(coverUrl), updated: serverTimestamp() }, 'editPost');
    await assertFails(edit(uploads.voiceCover.address));
    await assertSucceeds(edit(uploads.adminCover.address));
  });
});

describe('an admin’s images', () => {
  it('a photo takes an album-photo upload of theirs or another admin’s, never a post-cover upload', async () => {
    await assertSucceeds(adminCreatesPhoto('mine', uploads.adminPhoto.address));
    await assertSucceeds(adminCreatesPhoto('theirs', uploads.otherAdminPhoto.address));
    await assertFails(adminCreatesPhoto('cover', uploads.adminCover.address));
    await assertFails(adminCreatesPhoto('missing', upload('missingPhoto', 'album-photo').address));
  });

  it('a photo moved keeps its image without its record', async () => {
    await assertSucceeds(
      audited().update('albums/live/photos/kept', { order: 2, updated: serverTimestamp() }, 'movePhoto'),
    );
  });

  it('an album cover, a library cover (new or edited) and a board member’s portrait each take their own purpose alone', async () => {
    const admin = audited();
    const album = (coverUrl: string) =>
      admin.update('albums/live', { coverUrl, coverAlt: altFor(coverUrl), updated: serverTimestamp() }, 'editAlbum');
    await assertFails(album(uploads.adminLibraryCover.address));
    await assertSucceeds(album(uploads.adminPhoto.address));

    const item = (coverUrl: string) => libraryItemDocument(serverTimestamp(), { coverUrl, coverAlt: altFor(coverUrl) });
    await assertFails(admin.set('libraryItems/a', item(uploads.adminPhoto.address), 'createLibraryItem'));
    await assertSucceeds(admin.set('libraryItems/b', item(uploads.adminLibraryCover.address), 'createLibraryItem'));
    const newCover = (coverUrl: string) =>
      admin.update(
        'libraryItems/b',
        { coverUrl, coverAlt: altFor(coverUrl), updated: serverTimestamp() },
        'editLibraryItem',
      );
    await assertFails(newCover(uploads.adminPhoto.address));
    await assertSucceeds(newCover(uploads.adminLibraryCover.address));

    const advisor = (photoUrl: string) => advisoryMemberDocument(serverTimestamp(), { photoUrl });
    await assertFails(admin.set('advisoryMembers/a', advisor(uploads.voicePortrait.address), 'createAdvisoryMember'));
    await assertSucceeds(admin.set('advisoryMembers/b', advisor(uploads.adminAdvisor.address), 'createAdvisoryMember'));
  });
});

describe('an admin’s images, edited', () => {
  it('a photo and a board member’s portrait take a new image of their own purpose alone', async () => {
    const admin = audited();
    const photoEdit = (imageUrl: string) =>
      admin.update('albums/live/photos/kept', { imageUrl, updated: serverTimestamp() }, 'editPhoto');
    await assertFails(photoEdit(uploads.adminLibraryCover.address));
    await assertSucceeds(photoEdit(uploads.adminPhoto.address));

    const advisor = advisoryMemberDocument(serverTimestamp(), { photoUrl: '' });
    await assertSucceeds(admin.set('advisoryMembers/b', advisor, 'createAdvisoryMember'));
    const portraitEdit = (photoUrl: string) =>
      admin.update('advisoryMembers/b', { photoUrl, updated: serverTimestamp() }, 'editAdvisoryMember');
    await assertFails(portraitEdit(uploads.adminPhoto.address));
    await assertSucceeds(portraitEdit(uploads.adminAdvisor.address));
  });
});

describe('media/{id}: the functions’ alone', () => {
  it('refuses every client a read, a list, a create, an edit and a delete, admins and owners included', async () => {
    for (const actor of everyone) {
      const client = db(actor);
      await assertFails(client.doc(recordPath(uploads.voiceCover)).get());
      await assertFails(client.doc(recordPath(uploads.adminPhoto)).get());
      await assertFails(client.collection(MEDIA_COLLECTION).limit(1).get());
      await assertFails(client.doc(recordPath(uploads.missing)).set(record(uploads.missing, 'post-cover', 'voice')));
      await assertFails(client.doc(recordPath(uploads.voiceCover)).update({ usedBy: ['posts/draft'] }));
      await assertFails(client.doc(recordPath(uploads.voiceCover)).delete());
    }
  });
});

describe('the rules’ copies of the model (docs/decisions/0018)', () => {
  const rules = readFileSync(process.env.RULES_FILE || 'firestore.rules', 'utf8');

  it('hold the address of mediaAddress (isUploadAddress): it accepts what parseMediaAddress reads', () => {
    const literal = /function isUploadAddress\(value\) \{\s*return value\.matches\('(.*)'\);/.exec(rules)?.[1];
    const pattern = new RegExp(literal ?? '$^');
    const accepted = IMAGE_PURPOSE_NAMES.map((purpose) => upload('copy', purpose).address);
    // An address wrong in one of its parts at a time: the purpose, the id, each size, the colour.
    const refused = [
      '/media//a1B2c3D4e5F6g7H8i9J0_10x10_000000',
      '/media/Post-cover/a1B2c3D4e5F6g7H8i9J0_10x10_000000',
      '/media/post-cover/short_10x10_000000',
      '/media/post-cover/a1B2c3D4e5F6g7H8i9J._10x10_000000',
      '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_0x10_000000',
      '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_a0x10_000000',
      '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_1a0x10_000000',
      '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_123456x10_000000',
      '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_10x0_000000',
      '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_10xa0_000000',
      '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_10x1a0_000000',
      '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_10x123456_000000',
      '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_10x10_00000g',
      '/media/post-cover/a1B2c3D4e5F6g7H8i9J0_10x10_0000000',
      `${uploads.voiceCover.address}/640.webp`,
    ];
    for (const address of [...accepted, ...refused])
      expect(pattern.test(address), address).toBe(parseMediaAddress(address) !== null);
  });

  it('name the purposes only admins upload (adminPurposes), as IMAGE_PURPOSES does', () => {
    const literal = /function adminPurposes\(\) \{\s*return \[(.*)\];/.exec(rules)?.[1] ?? '';
    const listed = [...literal.matchAll(/'([a-z-]+)'/g)].map(([, name]) => name).sort();
    const admins = IMAGE_PURPOSE_NAMES.filter((purpose) =>
      IMAGE_PURPOSES[purpose].uploaders.every((uploader: string) => uploader === 'admin'),
    ).sort();
    expect(listed).toEqual(admins);
  });
});
