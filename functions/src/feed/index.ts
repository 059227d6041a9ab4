import { getFirestore } from 'firebase-admin/firestore';
import { defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { handleBlogFeed } from './blog-feed.js';
import { REGION } from '../options.js';

/** The site's origin for absolute URLs (the functions cannot read web/.env); set it in functions/.env.<project-id>. */
export const SITE_ORIGIN = defineString('SITE_ORIGIN', {
  default: 'https://sankofaeditorial.com',
  description: 'The site’s origin (scheme and host), for the absolute URLs of the blog feed.',
});

/** /voa/blog/feed.xml, through the Hosting rewrite in firebase.json. Public, like the blog. */
export const blogFeed = onRequest({ region: REGION, invoker: 'public' }, (request, response) =>
  handleBlogFeed(request, response, { db: getFirestore(), origin: SITE_ORIGIN.value() }),
);
