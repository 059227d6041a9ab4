import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { IMAGE_PATH_PREFIXES, IMAGE_URL_PATTERN, LIMITS } from '#shared/model/index.ts';
import { past, serverTimestamp, useContentRules } from './content-actors';
import { countedAs } from './counted-writes';
import {
  advisoryMemberDocument,
  albumDocument,
  bannedBookDocument,
  libraryItemDocument,
  photoDocument,
  postDocument,
  teamMemberDocument,
} from '#shared/testing/documents.ts';

/**
 * Every field that holds an address, against the promises of isUrl and isImageUrl in
 * firestore.rules: a link is https or a path of this site that no browser reads as another host
 * (never '//' or '/\'); an image is a path under IMAGE_PATH_PREFIXES and nothing else. Each field
 * is written with everything else valid, so a refusal is the address's alone.
 */

const { getEnv, audited } = useContentRules(() => ({ 'albums/live': albumDocument(past) }));
/** An admin's writes carry their audit entry; a member's proposal and submission their counter step. */
const admin = () => audited();
const proposing = countedAs(getEnv, 'proposal');
const submitting = countedAs(getEnv, 'submission');

type Write = (value: unknown, id: string) => Promise<unknown>;
type Data = Record<string, unknown>;

/** What each form sends, with the address under test among `fields`. */
const libraryItem = (fields: Data) => ({ ...libraryItemDocument(serverTimestamp()), ...coverAlt(fields), ...fields });
const bannedBook = (fields: Data) => ({
  ...bannedBookDocument(serverTimestamp(), { status: 'proposed', proposedBy: 'peer' }),
  ...fields,
});
const advisor = (fields: Data) => ({ ...advisoryMemberDocument(serverTimestamp()), ...fields });
const teamMember = (fields: Data) => ({ ...teamMemberDocument(serverTimestamp()), ...fields });
/** A cover asks for its alt text (hasCoverAlt): given here whenever the address tried is not ''. */
const coverAlt = (fields: Data) => ({ coverAlt: fields.coverUrl ? 'Bands of ochre and green under a gold sun' : '' });
const album = (fields: Data) => ({ ...albumDocument(serverTimestamp()), date: past, ...coverAlt(fields), ...fields });
const photo = (fields: Data) => ({ ...photoDocument(serverTimestamp()), date: past, ...fields });
const post = (slug: string, fields: Data) => ({
  ...postDocument(slug, serverTimestamp(), { status: 'submitted' }),
  ...coverAlt(fields),
  ...fields,
});

/** Every field that uses isUrl or isOptionalUrl, and whether it may be empty. */
const linkFields: [string, boolean, Write][] = [
  [
    'libraryItems.linkUrl',
    true,
    (v, id) => admin().set(`libraryItems/${id}`, libraryItem({ linkUrl: v }), 'createLibraryItem'),
  ],
  [
    'bannedBooks.sources (first, a member’s proposal)',
    false,
    (v, id) => proposing.doc('peer', `bannedBooks/${id}`).set(bannedBook({ sources: [v] })),
  ],
  [
    'bannedBooks.sources (fifth, an admin’s entry)',
    false,
    (v, id) =>
      admin().set(
        `bannedBooks/${id}`,
        bannedBook({
          status: 'approved',
          proposedBy: 'admin',
          sources: [...Array.from({ length: 4 }, (_, n) => `https://example.com/${n}`), v],
        }),
        'createBannedBook',
      ),
  ],
];

/** Every field that uses isImageUrl or isOptionalImageUrl, and whether it may be empty. */
const imageFields: [string, boolean, Write][] = [
  [
    'posts.coverUrl (a voice’s)',
    true,
    (v, id) => submitting.doc('voice', `posts/${id}`).set(post(id, { coverUrl: v })),
  ],
  [
    'libraryItems.coverUrl',
    true,
    (v, id) => admin().set(`libraryItems/${id}`, libraryItem({ coverUrl: v }), 'createLibraryItem'),
  ],
  ['albums.coverUrl', true, (v, id) => admin().set(`albums/${id}`, album({ coverUrl: v }), 'createAlbum')],
  [
    'albums/photos.imageUrl',
    false,
    (v, id) => admin().set(`albums/live/photos/${id}`, photo({ imageUrl: v }), 'createPhoto'),
  ],
  [
    'advisoryMembers.photoUrl',
    true,
    (v, id) => admin().set(`advisoryMembers/${id}`, advisor({ photoUrl: v }), 'createAdvisoryMember'),
  ],
  [
    'teamMembers.photoUrl',
    true,
    (v, id) => admin().set(`teamMembers/${id}`, teamMember({ photoUrl: v }), 'createTeamMember'),
  ],
];

const ofLength = (prefix: string, length: number) => prefix + 'a'.repeat(length - prefix.length);

/** What a link may be, and what it may never be. */
const links = {
  accepted: [
    'https://example.org/a?b=c#d',
    '/voa/library',
    '/community/covers/cover-1.webp',
    ofLength('https://example.org/', LIMITS.url.max),
  ],
  refused: [
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example/x',
    'http://example.org/a',
    'javascript:alert(1)',
    'example.org/a',
    'https://example.org/a b',
    'https://',
    '/voa/a\nb',
    '/voa/a b',
    ofLength('https://example.org/', LIMITS.url.max + 1),
    { url: 'https://example.org/a' },
  ],
};

/**
 * What an image may be (a path of this site's images), and what it may never be. A path under
 * /media/ has the form of an image (the model accepts it) but a write takes it only when it is the
 * address of an upload the writer may use (isUsableImage; media.test.ts): `uploadsOnly`.
 */
const images = {
  accepted: ['/community/covers/cover-1_a~b.webp', ofLength('/community/', LIMITS.url.max)],
  uploadsOnly: ['/media/covers/cover-1_a~b.webp', '/media/x', ofLength('/media/', LIMITS.url.max)],
  refused: [
    'https://firebasestorage.googleapis.com/v0/b/another-project.appspot.com/o/x.jpg',
    'https://example.org/community/x.jpg',
    'http://example.org/community/x.jpg',
    '//evil.example/community/x.jpg',
    '/\\evil.example/community/x.jpg',
    'data:image/png;base64,AAAA',
    '/community',
    '/community/',
    '/communityx/x.jpg',
    '/voa/admin',
    '/community/../api/deleteAccount',
    '/community/./x.jpg',
    '/community/.hidden',
    '/community//x.jpg',
    '/community/%2e%2e/x.jpg',
    '/community/x.jpg?v=1',
    '/community/x y.jpg',
    ofLength('/media/', LIMITS.url.max + 1),
    { url: '/community/x.jpg' },
  ],
};

describe('links (isUrl): https, or a path on this site that no browser reads as another host', () => {
  it.each(linkFields)(
    '%s accepts https addresses and paths of this site up to 500 characters',
    async (_, optional, write) => {
      let n = 0;
      for (const value of [...links.accepted, ...(optional ? [''] : [])])
        await assertSucceeds(write(value, `ok-${n++}`));
    },
  );

  it.each(linkFields)(
    '%s refuses //host, /\\host, http, other schemes, white space and 501 characters',
    async (_, optional, write) => {
      for (const value of [...links.refused, ...(optional ? [] : [''])]) {
        await assertFails(write(value, 'refused')).catch((error: unknown) => {
          throw new Error(`accepted ${JSON.stringify(value)}: ${String(error)}`);
        });
      }
    },
  );
});

describe('images (isImageUrl): only paths of this site’s images (IMAGE_PATH_PREFIXES), never a host', () => {
  it('the model’s IMAGE_URL_PATTERN and LIMITS.url, which the forms use, draw the same line', () => {
    const modelAccepts = (value: unknown) =>
      typeof value === 'string' && value.length <= LIMITS.url.max && IMAGE_URL_PATTERN.test(value);
    // One list for each prefix: the seeded images' (accepted) and the uploads' (uploadsOnly).
    expect(IMAGE_PATH_PREFIXES).toEqual(['/community/', '/media/']);
    for (const value of [...images.accepted, ...images.uploadsOnly]) expect(modelAccepts(value), value).toBe(true);
    for (const value of images.refused) expect(modelAccepts(value), String(value)).toBe(false);
  });

  it.each(imageFields)('%s accepts a seeded image’s path, up to 500 characters', async (_, optional, write) => {
    let n = 0;
    for (const value of [...images.accepted, ...(optional ? [''] : [])])
      await assertSucceeds(write(value, `ok-${n++}`));
  });

  it.each(imageFields)('%s refuses a /media/ path that is no upload’s address', async (_, _optional, write) => {
    for (const value of images.uploadsOnly) {
      await assertFails(write(value, 'refused')).catch((error: unknown) => {
        throw new Error(`accepted ${JSON.stringify(value)}: ${String(error)}`);
      });
    }
  });

  it.each(imageFields)(
    '%s refuses every host (Firebase Storage included), //host, /\\host, other paths, dot segments, escapes and queries',
    async (_, optional, write) => {
      for (const value of [...images.refused, ...(optional ? [] : [''])]) {
        await assertFails(write(value, 'refused')).catch((error: unknown) => {
          throw new Error(`accepted ${JSON.stringify(value)}: ${String(error)}`);
        });
      }
    },
  );
});
