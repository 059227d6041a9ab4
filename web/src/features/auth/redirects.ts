export const AUTH_PATHS = {
  signIn: '/voa/_auth_',
  onboarding: '/voa/onboard',
  communityHome: '/voa/voices-of-africa',
} as const;

/** The query parameter of the sign-in page that names the page to return to. */
export const RETURN_PARAM = 'next';

/**
 * The sign-in page, remembering the community page that sent the visitor there (a post they want to
 * comment on, the admin area, their account), so signing in brings them back to it.
 */
export function signInPath(returnTo?: string): string {
  const safe = returnTo === undefined ? null : safeReturnPath(returnTo);
  return safe === null ? AUTH_PATHS.signIn : `${AUTH_PATHS.signIn}?${new URLSearchParams({ [RETURN_PARAM]: safe })}`;
}

/**
 * A return path the sign-in page may follow: a path of this site inside the community (/voa/…),
 * other than the sign-in and onboarding pages themselves. Anything else (another origin, "//host",
 * a backslash trick, a company page) is refused, so the parameter cannot send a member off-site.
 */
export function safeReturnPath(value: string | null): string | null {
  if (value === null || !value.startsWith('/voa/') || value.includes('\\')) return null;
  const base = 'https://return.invalid';
  const url = new URL(value, base);
  if (url.origin !== base) return null;
  if (url.pathname === AUTH_PATHS.signIn || url.pathname === AUTH_PATHS.onboarding) return null;
  return url.pathname + url.search + url.hash;
}

interface RedirectInput {
  signedIn: boolean;
  /** The status as stored. The spec's table sends every status but '' and 'pending' to the community. */
  status: string | null;
  /** Where a member who signs in goes instead of the community home (signInPath's parameter). */
  returnTo?: string | null;
}

const isOnboarding = (status: string | null) => status === '' || status === 'pending';

/**
 * The redirect table of spec section 4, applied once loading has ended, with one addition: a
 * member who signs in from a community page goes back to it (signInPath) rather than to the
 * community home. Someone still onboarding goes to onboarding either way: no other page is theirs yet.
 * Returns where to go, or null to stay.
 */
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
