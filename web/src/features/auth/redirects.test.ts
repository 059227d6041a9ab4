import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, redirectFor, safeReturnPath, signInPath, verifiedContinuePath } from './redirects';

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

  it.each([
    ['/voa/..//evil.example', 'dot segment back to the root, then //'],
    ['/voa/../..//evil.example/x', 'more dot segments than the path has'],
    ['/voa/%2e%2e//evil.example', 'encoded dot segment'],
    ['/voa/%2E%2e/%2e./evil.example', 'encoded dot segments, mixed case'],
    ['/voa/..\\/evil.example', 'backslash after a dot segment'],
    ['/voa/..\\\\evil.example', 'backslashes read as slashes'],
    ['/\\/evil.example/voa/', '/\\ then /'],
    ['/\t/evil.example/voa/', 'tab between the slashes (a URL parser drops it)'],
    ['/\n/evil.example/voa/', 'newline between the slashes'],
    ['/voa/\t..\n/..//evil.example', 'dot segments split by a tab and a newline'],
    ['\t/voa/blog', 'a leading tab'],
    ['/voa/blog/../../home/', 'out of the community by dot segments'],
    ['/voa/x/.%2e/_auth_', 'the sign-in page by an encoded dot segment'],
    ['/voa/./onboard', 'the onboarding page by a dot segment'],
    ['/voa/_auth_/', 'the sign-in page with a trailing slash'],
    ['https://return.invalid/voa/blog', 'an absolute address on the base a path is resolved against'],
    ['/voa/../%2F%2Fevil.example', 'encoded slashes after leaving the community'],
  ])('normalises %j (%s) before checking it, and refuses it', (returnTo) => {
    expect(safeReturnPath(returnTo)).toBeNull();
  });

  it.each([
    ['/voa/blog/../library', '/voa/library'],
    ['/voa//evil.example', '/voa/evil.example'],
    ['/voa/%2F%2Fevil.example', '/voa/%2F%2Fevil.example'],
    ['/voa/%5C%5Cevil.example', '/voa/%5C%5Cevil.example'],
    ['/voa/blog\\posts', '/voa/blog/posts'],
    ['/voa/bl\tog', '/voa/blog'],
    ['/voa/blog/posts/ማር?x=1#c', '/voa/blog/posts/%E1%88%9B%E1%88%AD?x=1#c'],
  ])('follows %j as the community path %j it resolves to', (returnTo, path) => {
    expect(safeReturnPath(returnTo)).toBe(path);
  });

  it('yields a path of this site under /voa/ or null, whatever it is given (pieces of hostile paths, combined)', () => {
    const pieces = ['/', '\\', '/..', '/.', '\\..', '/%2e%2e', '/.%2E', '%2F', '%5C', '\t', '\n', ' ', 'voa', '/voa'];
    const more = ['evil.example', '_auth_', 'onboard', '@', ':', '?', '#'];
    const site = 'https://site.example';
    // A fixed pseudo-random sequence, so a failure can be run again.
    let seed = 23;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const outcomes = { followed: 0, refused: 0 };
    for (let n = 0; n < 5000; n++) {
      const length = 1 + (next() % 10);
      const input = Array.from({ length }, () => [...pieces, ...more][next() % (pieces.length + more.length)]).join('');
      for (const value of [`/${input}`, `/voa/${input}`]) {
        const path = safeReturnPath(value);
        outcomes[path === null ? 'refused' : 'followed'] += 1;
        if (path === null) continue;
        const resolved = new URL(path, site);
        expect(resolved.origin, value).toBe(site);
        expect(path.startsWith('/voa/') && !resolved.pathname.includes('//'), value).toBe(true);
        expect(resolved.pathname + resolved.search + resolved.hash, value).toBe(path);
        expect(redirectFor('signIn', { signedIn: true, status: 'active', returnTo: value }), value).toBe(path);
      }
    }
    // Both ways, many times each: the pieces do make paths that leave the community.
    expect(outcomes.followed).toBeGreaterThan(1000);
    expect(outcomes.refused).toBeGreaterThan(1000);
  });

  it('builds the sign-in link with the page to return to, or without one when it is not a community page', () => {
    expect(signInPath('/voa/blog/posts/talk')).toBe('/voa/_auth_?next=%2Fvoa%2Fblog%2Fposts%2Ftalk');
    expect(signInPath('/home/')).toBe('/voa/_auth_');
    expect(signInPath()).toBe('/voa/_auth_');
  });
});

describe('where the verification mail’s link leads', () => {
  it('is the sign-in page, marked verified, naming the page to return to unless it is onboarding', () => {
    expect(verifiedContinuePath('/voa/account')).toBe('/voa/_auth_?verified=1&next=%2Fvoa%2Faccount');
    // The sign-in page sends whoever still onboards there anyway.
    expect(verifiedContinuePath(AUTH_PATHS.onboarding)).toBe('/voa/_auth_?verified=1');
  });
});
