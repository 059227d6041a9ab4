import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { SITE_ORIGIN } from '../site-origin.js';
import { handlePostPage } from './post-page.js';
import { hostingOrigin, sitePageLoader } from './shell.js';
import { REGION } from '../options.js';

const sitePage = sitePageLoader(() => hostingOrigin(SITE_ORIGIN.value()));

/** /voa/blog/posts/:slug, through the Hosting rewrite in firebase.json. Public, like the blog. */
export const postPage = onRequest({ region: REGION, invoker: 'public' }, (request, response) =>
  handlePostPage(request, response, { db: getFirestore(), origin: SITE_ORIGIN.value(), sitePage }),
);
