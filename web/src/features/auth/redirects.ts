export const AUTH_PATHS = {
  signIn: '/voa/_auth_',
  onboarding: '/voa/onboard',
  communityHome: '/voa/voices-of-africa',
} as const;

/** The query parameter of the sign-in page that names the page to return to. */
export const RETURN_PARAM = 'next';

export function signInPath(returnTo?: string): string {
  const safe = returnTo === undefined ? null : safeReturnPath(returnTo);
  return safe === null ? AUTH_PATHS.signIn : `${AUTH_PATHS.signIn}?${new URLSearchParams({ [RETURN_PARAM]: safe })}`;
}

/** The sign-in page's mark that the visitor arrives from the verification mail's link. */
export const VERIFIED_PARAM = 'verified';

/** After Firebase's action handler verified the address: the sign-in page, marked, naming the return page. */
export function verifiedContinuePath(returnTo: string): string {
  const params = new URLSearchParams({ [VERIFIED_PARAM]: '1' });
  const safe = safeReturnPath(returnTo);
  if (safe !== null) params.set(RETURN_PARAM, safe);
  return `${AUTH_PATHS.signIn}?${params}`;
}

/** The base a return path is resolved against: a host that can never be a real one (RFC 6761). */
const RETURN_BASE = 'https://return.invalid';
const COMMUNITY_PREFIX = '/voa/';

/** Normalised as a browser reads it first, then checked, so "/voa/..//evil.example" cannot become "//evil.example". */
export function safeReturnPath(value: string | null): string | null {
  // Only a path: not an address with a scheme, nor anything a URL parser would trim first.
  if (value === null || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, RETURN_BASE);
  } catch {
    return null;
  }
  if (url.origin !== RETURN_BASE) return null;
  // Repeated slashes left inside the path ("/voa//x") are one, so no part of it reads as a host.
  const path = url.pathname.replace(/\/{2,}/g, '/');
  if (!path.startsWith(COMMUNITY_PREFIX)) return null;
  const page = path.replace(/\/+$/, '');
  if (page === AUTH_PATHS.signIn || page === AUTH_PATHS.onboarding) return null;
  return path + url.search + url.hash;
}

interface RedirectInput {
  signedIn: boolean;
  /** The status as stored. The spec's table sends every status but '' and 'pending' to the community. */
  status: string | null;
  /** Where a member who signs in goes instead of the community home (signInPath's parameter). */
  returnTo?: string | null;
}

const isOnboarding = (status: string | null) => status === '' || status === 'pending';

/** Spec section 4's redirect table, plus: a member signing in from a community page goes back to it. */
export function redirectFor(
  page: 'signIn' | 'onboarding',
  { signedIn, status, returnTo }: RedirectInput,
): string | null {
  if (page === 'signIn') {
    if (!signedIn || status === null) return null;
    if (isOnboarding(status)) return AUTH_PATHS.onboarding;
    return safeReturnPath(returnTo ?? null) ?? AUTH_PATHS.communityHome;
  }
  if (!signedIn) return AUTH_PATHS.signIn;
  if (status !== null && !isOnboarding(status)) return AUTH_PATHS.communityHome;
  return null;
}
