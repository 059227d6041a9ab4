import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { handleBlogFeed } from './blog-feed.js';
import { REGION } from '../options.js';
import { SITE_ORIGIN } from '../site-origin.js';

/** /voa/blog/feed.xml, through the Hosting rewrite in firebase.json. Public, like the blog. */
export const blogFeed = onRequest({ region: REGION, invoker: 'public' }, (request, response) =>
  handleBlogFeed(request, response, { db: getFirestore(), origin: SITE_ORIGIN.value() }),
);
