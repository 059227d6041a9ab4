import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../options.js';
import { handleMedia } from './serve-media.js';
import { mediaStore } from './store.js';

const store = mediaStore();

/** /media/**, through the Hosting rewrite in firebase.json: the files of uploaded images, public. */
export const media = onRequest({ region: REGION, invoker: 'public', memory: '256MiB' }, (request, response) =>
  handleMedia(request, response, { store }),
);

export { uploadImage } from './upload-image-trigger.js';
