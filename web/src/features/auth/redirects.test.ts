import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, redirectFor } from './redirects';

describe('the redirect table of spec section 4', () => {
  it.each([
    // page, signed in, status, destination
    ['signIn', true, '', AUTH_PATHS.onboarding],
    ['signIn', true, 'pending', AUTH_PATHS.onboarding],
    ['signIn', true, 'active', AUTH_PATHS.communityHome],
    ['signIn', true, 'anything-else', AUTH_PATHS.communityHome],
    ['signIn', false, null, null],
    ['onboarding', false, null, AUTH_PATHS.signIn],
    ['onboarding', true, 'active', AUTH_PATHS.communityHome],
    ['onboarding', true, 'anything-else', AUTH_PATHS.communityHome],
    ['onboarding', true, '', null],
    ['onboarding', true, 'pending', null],
  ] as const)('%s, signed in %s, status %j → %s', (page, signedIn, status, destination) => {
    expect(redirectFor(page, { signedIn, status })).toBe(destination);
  });
});
