import { REGION } from '#functions/src/options.ts';

/**
 * The parts of firebase.json's Hosting config that are not pages: the functions' own addresses and
 * the headers of every response. `npm run generate` writes them with the route table's (hosting.ts).
 */

/** Addresses answered by a function that is not a page: the CSP reports, the feed, images, the callables. */
export const ENDPOINTS: readonly { source: string; functionId: string }[] = [
  { source: '/csp-report', functionId: 'cspReport' },
  { source: '/voa/blog/feed.xml', functionId: 'blogFeed' },
  { source: '/share/posts/*', functionId: 'postShareImage' },
  { source: '/media/*/*/*', functionId: 'media' },
  // /api/<function>: the callables (web/src/lib/firebase/callable.ts) and the one-click unsubscribe.
  ...[
    'unsubscribe',
    'reviewMember',
    'manageMember',
    'memberAccounts',
    'reviewNameRequest',
    'deleteAccount',
    'sendSignInMethods',
  ].map((functionId) => ({ source: `/api/${functionId}`, functionId })),
  { source: '/api/images', functionId: 'uploadImage' },
];

export const functionTarget = (functionId: string) => ({ functionId, region: REGION });

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The one inline script of index.html (main.tsx reads its mark), by its hash; reCAPTCHA for App Check.
  "script-src 'self' 'sha256-vjPt8+cOa7RHyoVRXzok/9N67HacT/JVCS2jPBNXrQg=' https://apis.google.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  'connect-src ' +
    [
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://content-firebaseappcheck.googleapis.com',
    ].join(' '),
  "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
  'report-uri /csp-report',
].join('; ');

export interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

const cacheControl = (value: string) => [{ key: 'Cache-Control', value }];

/** Every path but Firebase's reserved /__/ ones (the auth helper must be framed), as an RE2 regex (no lookahead). */
const NOT_RESERVED = '^/([^_].*|_[^_].*|_)?$';
/**
 * The same, for documents only: a path with no dot (every page), or an .html, .svg or .xml file. A policy
 * for documents means nothing on a script, style, font or image, and on HTTP/1.1 each of a page's 30
 * files would carry its kilobyte: decision 0120.
 */
const DOCUMENTS = '^/(([^_.][^.]*|_[^_.][^.]*|_)?|([^_]|_[^_]).*[.](html|svg|xml))$';

/** Every response's headers, before the routes' own: Hosting applies every rule that matches, in order. */
export const SITE_HEADERS: readonly HeaderRule[] = [
  {
    regex: NOT_RESERVED,
    headers: [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    ],
  },
  {
    regex: DOCUMENTS,
    headers: [
      { key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY },
      { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
      { key: 'X-Frame-Options', value: 'DENY' },
      { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    ],
  },
  { source: '/assets/**', headers: cacheControl('public, max-age=31536000, immutable') },
  { source: '/index.html', headers: cacheControl('no-cache') },
  // Every page's HTML (an extensionless path); a route rendered by a function sets its own after.
  { source: '**/!(*.*)', headers: cacheControl('no-cache') },
];
