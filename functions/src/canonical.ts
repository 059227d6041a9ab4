// One address per answer for the rendered functions: an unused query string is redirected away.
// Why, and the cache lifetimes: docs/decisions/0014-canonical-addresses-and-cache-lifetimes.md

/** The query string of a request's URL (Express's `request.url`: path and query), '?' included; '' for none. */
export function queryOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

/** A redirect away from a query string never used: a day in browsers, a week in the CDN. */
export const CANONICAL_REDIRECT_CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800';

/** What a redirect needs of an Express response. */
export interface RedirectResponse {
  status(code: number): RedirectResponse;
  set(field: string, value: string): RedirectResponse;
  end(): void;
}

/** Redirects to `location`, a path of this site (relative: one answer for every host). */
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
