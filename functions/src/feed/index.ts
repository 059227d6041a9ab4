import { getFirestore } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { handleBlogFeed } from './blog-feed.js';
import { REGION } from '../options.js';

/**
 * The site's origin, for the feed's absolute URLs (the web's is VITE_SITE_ORIGIN in web/.env; the
 * functions cannot read that file). A deploy parameter with the production origin as its default;
 * a project served elsewhere sets it in functions/.env.<project-id>.
 */
export const SITE_ORIGIN = defineString('SITE_ORIGIN', {
  default: 'https://sankofaeditorial.com',
  description: 'The site’s origin (scheme and host), for the absolute URLs of the blog feed.',
});

/** /voa/blog/feed.xml, through the Hosting rewrite in firebase.json. Public, like the blog. */
export const blogFeed = onRequest({ region: REGION, invoker: 'public' }, (request, response) =>
  handleBlogFeed(request, response, { db: getFirestore(), origin: SITE_ORIGIN.value() }),
);
