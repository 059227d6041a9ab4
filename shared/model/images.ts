/**
 * Where the site's images come from: paths on this site only, under these prefixes. /community/
 * holds the seeded demo images (web/public/community); /media/ is reserved for the images members
 * and admins upload, which this site will serve from its own origin. No other host: the CSP's
 * img-src (firebase.json) is `'self' data:`, and firestore.rules (isImageUrl) and the web forms
 * accept these paths alone, so a page never loads an image from a host nobody chose (a tracking
 * pixel in a post's cover, another project's bucket, a hot-linked file that changes or goes). One
 * list; tests check firebase.json and the rules against it.
 * Links (sources, websites) are not images: they may point anywhere https.
 */
export const IMAGE_PATH_PREFIXES = ['/community/', '/media/'] as const;

const prefixNames = IMAGE_PATH_PREFIXES.map((prefix) => prefix.slice(1, -1)).join('|');

/**
 * An image address: a prefix, then one or more path segments of letters, digits and `-_.~`, none
 * starting with a dot. So never a host (no scheme, no `//`, no `/\`), never a dot segment that
 * would leave the prefix (`/community/../api`), no percent-encoding, no query.
 * firestore.rules (isImageUrl) holds the same pattern.
 */
export const IMAGE_URL_PATTERN = new RegExp(`^/(${prefixNames})(/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$`);
