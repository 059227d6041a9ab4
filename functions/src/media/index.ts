import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import type { ImagePurpose } from '#shared/model/index.js';
import { REGION } from '../options.js';
import { handleMedia } from './serve-media.js';
import { mediaStore } from './store.js';
import { appCheckVerifier, handleUploadImage, newMediaId } from './upload-image.js';

/** The files of uploaded images: the bucket, or on the emulators the folder standing in for it (store.ts). */
const store = mediaStore();

/** /media/**, through the Hosting rewrite in firebase.json: the files of uploaded images, public. */
export const media = onRequest({ region: REGION, invoker: 'public', memory: '256MiB' }, (request, response) =>
  handleMedia(request, response, { store }),
);

// sharp loads on the first upload, not when deploy's discovery or the media function loads this module.
const processImage = async (input: Buffer, purpose: ImagePurpose) =>
  (await import('./process-image.js')).processImage(input, purpose);

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
      store,
      now: () => new Date(),
      newId: newMediaId,
    }),
);
