import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentDeleted, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { COLLECTIONS, IMAGE_FIELDS, MEDIA_COLLECTION, type ImageFields } from '#shared/model/index.js';
import { REGION } from '../options.js';
import { attachImages } from './attach-images.js';
import { deleteUploadFiles } from './delete-media-files.js';

/** Retries on: attachImages is safe to repeat (docs/decisions/0017, 0040). */
const attachImagesOf = (document: string, fields: ImageFields) =>
  onDocumentWritten({ retry: true, region: REGION, document }, async (event) => {
    await attachImages({
      db: getFirestore(),
      path: event.document,
      before: event.data?.before.data(),
      after: event.data?.after.data(),
      fields,
    });
  });

export const attachPostImages = attachImagesOf(`${COLLECTIONS.posts}/{slug}`, IMAGE_FIELDS.posts);

export const attachAlbumImages = attachImagesOf(`${COLLECTIONS.albums}/{albumId}`, IMAGE_FIELDS.albums);

export const attachPhotoImages = attachImagesOf(
  `${COLLECTIONS.albums}/{albumId}/${COLLECTIONS.photos}/{photoId}`,
  IMAGE_FIELDS.photos,
);

export const attachLibraryImages = attachImagesOf(`${COLLECTIONS.libraryItems}/{id}`, IMAGE_FIELDS.libraryItems);

export const attachAdvisoryImages = attachImagesOf(`${COLLECTIONS.advisoryMembers}/{id}`, IMAGE_FIELDS.advisoryMembers);

export const attachTeamImages = attachImagesOf(`${COLLECTIONS.teamMembers}/{id}`, IMAGE_FIELDS.teamMembers);

/** A member's portrait; deleteAccount deletes the card, so the portrait goes with the account. */
export const attachMemberImages = attachImagesOf(`${COLLECTIONS.members}/{uid}`, IMAGE_FIELDS.members);

/** A suspended member's card held aside keeps its portrait; deleting the account lets go of it. */
export const attachHeldCardImages = attachImagesOf(`${COLLECTIONS.heldCards}/{uid}`, IMAGE_FIELDS.members);

/** media/{id} deleted (no document uses it, or the TTL policy expired it unattached): its files go. Safe to repeat. */
export const deleteMediaFiles = onDocumentDeleted(
  { retry: true, region: REGION, document: `${MEDIA_COLLECTION}/{id}` },
  async (event) => {
    // The store (and the bucket's client) loads on the first deletion, not with the attach triggers.
    const { mediaStore } = await import('./store.js');
    await deleteUploadFiles(event.data?.get('address'), mediaStore());
  },
);
