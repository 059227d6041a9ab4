import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, redirectFor, safeReturnPath, signInPath } from './redirects';

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

describe('the return path of the sign-in page', () => {
  it('sends a member who signed in back to the community page that sent them, and only there', () => {
    const active = { signedIn: true, status: 'active' };
    expect(redirectFor('signIn', { ...active, returnTo: '/voa/blog/posts/talk#comments' })).toBe(
      '/voa/blog/posts/talk#comments',
    );
    expect(redirectFor('signIn', { ...active, returnTo: '/voa/admin?section=posts' })).toBe('/voa/admin?section=posts');
    expect(redirectFor('signIn', { signedIn: true, status: 'pending', returnTo: '/voa/library' })).toBe(
      AUTH_PATHS.onboarding,
    );
  });

  it.each([
    '//evil.example/voa/',
    '/\\evil.example/voa/',
    'https://evil.example/voa/',
    '/home/',
    '/voa/_auth_',
    '/voa/onboard',
    'voa/library',
    '',
  ])('refuses %j and falls back to the community home', (returnTo) => {
    expect(safeReturnPath(returnTo)).toBeNull();
    expect(redirectFor('signIn', { signedIn: true, status: 'active', returnTo })).toBe(AUTH_PATHS.communityHome);
  });

  it('builds the sign-in link with the page to return to, or without one when it is not a community page', () => {
    expect(signInPath('/voa/blog/posts/talk')).toBe('/voa/_auth_?next=%2Fvoa%2Fblog%2Fposts%2Ftalk');
    expect(signInPath('/home/')).toBe('/voa/_auth_');
    expect(signInPath()).toBe('/voa/_auth_');
  });
});
