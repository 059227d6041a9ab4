export const AUTH_PATHS = {
  signIn: '/voa/_auth_',
  onboarding: '/voa/onboard',
  communityHome: '/voa/voices-of-africa',
} as const;

interface RedirectInput {
  signedIn: boolean;
  /** The status as stored. The spec's table sends every status but '' and 'pending' to the community. */
  status: string | null;
}

const isOnboarding = (status: string | null) => status === '' || status === 'pending';

/**
 * The redirect table of spec section 4, applied once loading has ended.
 * Returns where to go, or null to stay.
 */
export function redirectFor(page: 'signIn' | 'onboarding', { signedIn, status }: RedirectInput): string | null {
  if (page === 'signIn') {
    if (!signedIn || status === null) return null;
    return isOnboarding(status) ? AUTH_PATHS.onboarding : AUTH_PATHS.communityHome;
  }
  if (!signedIn) return AUTH_PATHS.signIn;
  if (status !== null && !isOnboarding(status)) return AUTH_PATHS.communityHome;
  return null;
}
