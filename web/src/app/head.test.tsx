import { screen, waitFor } from '@testing-library/react';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { AUTH_PATHS } from '@/features/auth';
import { auth } from '@/lib/firebase/auth';
import type { RouteEntry } from '@/lib/routing/route-entry';
import { createAccount, waitForDoc } from '@/test/emulators';
import { renderApp, signOutEverywhere } from '@/test/render-app';
import { ACCOUNT_PATH } from '@/features/account/routes';
import { routeTable } from './route-table';

const head = (selector: string) => document.head.querySelector(selector);

/** The head tags a route's `meta` gives, once its page is on screen. */
async function expectHeadOf(path: string, entry: RouteEntry): Promise<void> {
  // React commits the page's head tags after the route changes: wait for them, and read them all in
  // one synchronous pass, so they come from one commit (a page that sends a visitor elsewhere, the
  // admin page signed out, replaces its tags a moment later).
  await waitFor(() => {
    expect(document.title).toBe(`${entry.meta.title} | ${site.name}`);
    expect(head('meta[name="description"]')).toHaveAttribute('content', entry.meta.description);
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${site.origin}${path}`);
    expect(head('meta[property="og:title"]')).toHaveAttribute('content', `${entry.meta.title} | ${site.name}`);
    expect(head('meta[property="og:description"]')).toHaveAttribute('content', entry.meta.description);
    expect(head('meta[property="og:url"]')).toHaveAttribute('content', `${site.origin}${path}`);
    expect(head('meta[property="og:site_name"]')).toHaveAttribute('content', site.name);
    expect(head('meta[name="robots"]')).toBeNull();
    // Link previews: the page's build-time image (scripts/share-images.ts), or the default one.
    const image = entry.indexable === false ? 'default' : path.split('/').filter(Boolean).join('-');
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', `${site.origin}/og/${image}.jpg`);
    expect(head('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    expect(head('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    expect(head('meta[property="og:image:alt"]')).toHaveAttribute('content', `${entry.meta.title} | ${site.name}`);
    expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    const feeds = [...document.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map(
      (link) => ({ title: link.getAttribute('title'), href: link.getAttribute('href') }),
    );
    expect(feeds).toEqual(entry.feeds ?? []);
  });
}

// Onboarding, My account and the admin page send a signed-out visitor to the sign-in page: their
// heads are checked signed in, below (the admin page tells a member without the claim so, under its
// own head).
const membersOnly: string[] = [AUTH_PATHS.onboarding, ACCOUNT_PATH, '/voa/admin'];
const signedOutPages = routeTable.filter((entry) => !entry.path.includes(':') && !membersOnly.includes(entry.path));
const membersPages = routeTable.filter((entry) => membersOnly.includes(entry.path));

describe('page head', () => {
  it.each(signedOutPages.map((entry) => [entry.path, entry] as const))(
    '%s sets its title, description, canonical URL, Open Graph and Twitter card tags from the route table',
    async (path, entry) => {
      renderApp(path);
      await expectHeadOf(path, entry);
    },
  );

  it.each(membersPages.map((entry) => [entry.path, entry] as const))(
    '%s sets its head tags for a member who is applying',
    async (path, entry) => {
      const email = `head-${Date.now()}@example.com`;
      const uid = await createAccount(email, 'a good password');
      await waitForDoc(`users/${uid}`);
      await signInWithEmailAndPassword(auth, email, 'a good password');
      try {
        renderApp(path);
        await screen.findByRole('heading', { level: 1 });
        await expectHeadOf(path, entry);
      } finally {
        await signOutEverywhere();
      }
    },
  );

  it('checks every members-only page signed in', () => {
    expect(membersPages.map((entry) => entry.path).sort()).toEqual([...membersOnly].sort());
  });

  it('links the blog’s pages to its Atom feed, and only them', async () => {
    const blogPaths = routeTable.filter((entry) => entry.feeds?.length).map((entry) => entry.path);
    expect(blogPaths).toEqual(['/voa/blog', '/voa/blog/posts', '/voa/blog/posts/:slug']);
    renderApp('/voa/blog/posts/any-post');
    await waitFor(() =>
      expect(head('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/voa/blog/feed.xml'),
    );
    expect(head('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('title', 'VOA Blog');
  });

  it('gives the 404 page its own title, noindex and no canonical URL', async () => {
    renderApp('/missing/page');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(`Page not found | ${site.name}`));
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(screen.getByText(/\/missing\/page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home/');
    expect(screen.getByRole('region', { name: 'Perhaps one of these helps:' })).toHaveTextContent('Contact');
  });

  it('leaves one title and one description in the head', async () => {
    renderApp('/home/');
    await waitFor(() => expect(document.title).toContain(site.name));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
