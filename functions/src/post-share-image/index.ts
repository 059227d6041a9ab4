import path from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { PACKAGED_ASSETS_DIR, packagedAssets } from '#shared/share-image/assets.js';
import { SITE_ORIGIN } from '../site-origin.js';
import { plainText, shellSiteName } from '../post-page/html.js';
import { hostingOrigin, sitePageLoader } from '../post-page/shell.js';
import { handlePostShareImage, rendererCache } from './post-share-image.js';
import { REGION } from '../options.js';

/** The fonts and artwork the build copies into lib/share-image; this file runs from lib/functions/src/post-share-image. */
const assets = packagedAssets(path.resolve(__dirname, '..', '..', '..', PACKAGED_ASSETS_DIR));

const sitePage = sitePageLoader(() => hostingOrigin(SITE_ORIGIN.value()));
/** The site's name as the shell gives it (web/.env's VITE_SITE_NAME), as postPage reads it. */
const siteName = async () => plainText(shellSiteName(await sitePage('/_shell')));
// satori and sharp load on the first render, not when deploy's discovery or another function loads this module.
const renderer = rendererCache(siteName, async (name) => {
  const { shareImageRenderer } = await import('#shared/share-image/render.js');
  return shareImageRenderer(name, assets);
});

/** /share/posts/<slug>.jpg, through the Hosting rewrite in firebase.json. Public, like the blog. */
export const postShareImage = onRequest(
  // Headroom beside the Admin SDK for satori's layout engine and sharp's native image buffers.
  { region: REGION, invoker: 'public', memory: '512MiB' },
  (request, response) => handlePostShareImage(request, response, { db: getFirestore(), renderer }),
);
