import type { MemberStatus } from './api/profile';

export const AUTH_PATHS = {
  signIn: '/voa/_auth_',
  onboarding: '/voa/onboard',
  communityHome: '/voa/voices-of-africa',
} as const;

interface RedirectInput {
  signedIn: boolean;
  status: MemberStatus | null;
}

const isOnboarding = (status: MemberStatus | null) => status === '' || status === 'pending';

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
