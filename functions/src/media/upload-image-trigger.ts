import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import type { ImagePurpose } from '../../../shared/model/index.js';
import { REGION } from '../options.js';
import { appCheckVerifier, handleUploadImage, newMediaId, type MediaStoreLike } from './upload-image.js';

// sharp and the store load on the first upload, not when deploy's discovery or another function loads this module.
const processImage = async (input: Buffer, purpose: ImagePurpose) =>
  (await import('./process-image.js')).processImage(input, purpose);

/** The store, chosen once (the bucket, or the emulators' stand-in folder: store.ts). */
let store: Promise<MediaStoreLike> | undefined;
const mediaStore = () => (store ??= import('./store.js').then(({ mediaStore: chosen }) => chosen()));

const lazyStore: MediaStoreLike = {
  save: async (path, bytes, contentType) => (await mediaStore()).save(path, bytes, contentType),
  deleteAll: async (prefix) => (await mediaStore()).deleteAll(prefix),
};

/** POST /api/images?purpose=<purpose>, through the Hosting rewrite in firebase.json. */
export const uploadImage = onRequest(
  // A 50-megapixel decode and its resized copies need the memory; a phone's photo on a slow line, the time.
  { region: REGION, invoker: 'public', memory: '1GiB', timeoutSeconds: 120 },
  (request, response) =>
    handleUploadImage(request, response, {
      db: getFirestore(),
      // Checked for revocation too: a suspended member's sessions are revoked.
      verifyIdToken: (token) => getAuth().verifyIdToken(token, true),
      verifyAppCheck: appCheckVerifier({
        emulated: process.env.FUNCTIONS_EMULATOR === 'true',
        verifyToken: (token) => getAppCheck().verifyToken(token),
      }),
      process: processImage,
      store: lazyStore,
      now: () => new Date(),
      newId: newMediaId,
    }),
);
