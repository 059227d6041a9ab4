/**
 * Where the site's images may come from besides its own paths (/community/…): the project's
 * Firebase Storage. The CSP's img-src (firebase.json) names these hosts and nothing wider, and
 * firestore.rules (isImageUrl) and the web forms accept image addresses only here, so a page never
 * loads an image from a host nobody chose (a tracking pixel in a member's post cover, a hot-linked
 * file that changes or goes). One list; tests check firebase.json and the rules against it.
 * Links (sources, websites) are not images: they may point anywhere https.
 */
export const IMAGE_HOSTS = ['firebasestorage.googleapis.com'] as const;

const escapeHost = (host: string) => host.replace(/\./g, '\\.');

/** An image address: on an IMAGE_HOSTS host over https, or a path on this site (never //host or /\host). */
export const IMAGE_URL_PATTERN = new RegExp(
  `^(https://(${IMAGE_HOSTS.map(escapeHost).join('|')})/\\S*|/[^/\\\\\\s]\\S*)$`,
);
