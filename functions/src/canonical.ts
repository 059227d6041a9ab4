/**
 * One address per answer for the rendered functions (blogFeed, postPage, postShareImage). Hosting's
 * CDN keys its cache on the whole URL, query string included, so `?v=anything` would reach the
 * function and render again for every new string. A query string the function does not use is
 * answered with a redirect to the canonical address instead: no render, no Firestore read (but
 * postShareImage's, which needs the post's version).
 */

/** The query string of a request's URL (Express's `request.url`: path and query), '?' included; '' for none. */
export function queryOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

/**
 * A redirect away from a query string that is never used stays right: browsers may keep it a day,
 * Hosting's CDN a week (postPage's is cut to 5 minutes by firebase.json's header rule).
 */
export const CANONICAL_REDIRECT_CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800';

/** What a redirect needs of an Express response. */
export interface RedirectResponse {
  status(code: number): RedirectResponse;
  set(field: string, value: string): RedirectResponse;
  end(): void;
}

/**
 * Answers with a redirect to `location`, a path of this site (relative to its origin, so the same
 * answer serves every host the site answers on), cacheable as `cacheControl` says.
 */
export function redirectTo(
  response: RedirectResponse,
  location: string,
  { permanent, cacheControl }: { permanent: boolean; cacheControl: string },
): void {
  response
    .status(permanent ? 301 : 302)
    .set('Location', location)
    .set('Cache-Control', cacheControl)
    .end();
}
