import { defineString } from 'firebase-functions/params';

/** The functions cannot read web/.env; set it in functions/.env.<project-id>. */
export const SITE_ORIGIN = defineString('SITE_ORIGIN', {
  default: 'https://sankofaeditorial.com',
  description: 'The site’s origin (scheme and host), for absolute URLs in the blog feed, post pages and e-mails.',
});
