import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig, siteOrigin } from '#tools/e2e/site.ts';
import { loadSuiteConfig } from '#tools/emulators/config.ts';
import { useBrowser } from './support/browser.ts';
import { firestoreOrigin, updateDoc } from './support/firestore.ts';
import { openWatchedPage, visit } from './support/page.ts';
import { postDocument } from '#shared/testing/documents.ts';

/**
 * The community's lists rendered with their first page on each request by the communityPage
 * function (docs/decisions/0101-community-lists-rendered-with-their-data.md): readable without
 * JavaScript, fresh without a deploy, and hydrated without asking Firestore again.
 */
// The HTML is written for the company host (components/layout/host.ts): hydrate it there.
const [mainHost] = (await loadSiteConfig()).mainHosts;
if (!mainHost) throw new Error('VITE_SITE_MAIN_HOSTS names no host');
const { port } = loadSuiteConfig().hosting;
const companyOrigin = `http://${mainHost}:${port}`;
const browser = useBrowser({ hostAliases: [mainHost], aliasPort: port });

/** A post as the admin section leaves it, published now or sent back to draft (rules bypassed). */
async function writePost(slug: string, title: string, status: 'published' | 'draft') {
  await updateDoc(
    `posts/${slug}`,
    postDocument(slug, new Date(), {
      title,
      authorUid: 'lists-test-voice',
      author: { displayName: 'Ama Owusu', type: 'voice' },
    }),
  );
  if (status === 'draft') await updateDoc(`posts/${slug}`, { status: 'draft' });
}

/** A page on the company host that records every request it makes to Firestore. */
async function openCountingFirestore() {
  const opened = await openWatchedPage(browser(), { baseURL: companyOrigin });
  const firestoreRequests: string[] = [];
  opened.page.on('request', (request) => {
    if (request.url().startsWith(firestoreOrigin)) firestoreRequests.push(request.url());
  });
  return { ...opened, firestoreRequests };
}

describe('/voa/blog/posts, rendered with its posts', () => {
  it('arrives with the published posts and their island, and the CDN keeps it a minute', async () => {
    // Newest first, and the journeys publish posts as they run: this one is on the first page.
    const suffix = randomUUID().slice(0, 8);
    await writePost(`rendered-list-${suffix}`, `Rainy season ${suffix}`, 'published');
    const response = await fetch(`${siteOrigin}/voa/blog/posts`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const html = await response.text();
    expect(html).toContain(`Rainy season ${suffix}`);
    expect(html).toContain('<script type="application/json" id="voa-data">');
    expect(html).not.toContain('Loading posts');
  });

  it('shows a post published since, and drops it once it is back to draft, without a deploy', async () => {
    const suffix = randomUUID().slice(0, 8);
    const slug = `rendered-list-${suffix}`;
    const title = `Harmattan letters ${suffix}`;
    await writePost(slug, title, 'published');
    expect(await (await fetch(`${siteOrigin}/voa/blog/posts`)).text()).toContain(title);
    await writePost(slug, title, 'draft');
    expect(await (await fetch(`${siteOrigin}/voa/blog/posts`)).text()).not.toContain(title);
  });

  it('with JavaScript disabled, lists the posts with their links', async () => {
    const { page, close } = await openWatchedPage(browser(), { javaScriptEnabled: false, baseURL: companyOrigin });
    try {
      const suffix = randomUUID().slice(0, 8);
      await writePost(`no-script-${suffix}`, `Dry season ${suffix}`, 'published');
      await page.goto('/voa/blog/posts');
      const link = page.getByRole('link', { name: `Dry season ${suffix}` });
      expect(await link.getAttribute('href')).toBe(`/voa/blog/posts/no-script-${suffix}`);
      expect(await page.getByText(/^Loading/).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('hydrates from the page’s own data: the same posts, and not one request to Firestore', async () => {
    const { page, problems, firestoreRequests, close } = await openCountingFirestore();
    try {
      await visit(page, '/voa/blog/posts');
      const shown = await page.locator('main article h2 a').allInnerTexts();
      // The first page as the function read it: the island's paged list (web/src/lib/data/server-data.ts);
      // its other entry is the bylines' cards.
      const rendered = await page.evaluate(() => {
        const island = JSON.parse(document.getElementById('voa-data')?.textContent ?? '{}') as Record<
          string,
          { items?: { title: string }[] }
        >;
        return Object.values(island).flatMap((entry) => entry.items?.map((post) => post.title) ?? []);
      });
      expect(shown.length).toBeGreaterThan(0);
      expect(shown).toEqual(rendered);
      expect(firestoreRequests).toEqual([]);
      expect(problems, 'console errors (a hydration mismatch is logged) and failed requests').toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('an album’s page, rendered with its photos', () => {
  it('with JavaScript disabled, shows every photo of the album, each a link to its own page', async () => {
    const { page, close } = await openWatchedPage(browser(), { javaScriptEnabled: false, baseURL: companyOrigin });
    try {
      const response = await page.goto('/voa/photos/nairobi-writing-retreat');
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Nairobi writing retreat');
      // The seed's three photos (tools/seed/content.ts), each a thumbnail that opens it.
      expect(await page.locator('main li img').count()).toBe(3);
      const openers = page.getByRole('link', { name: /^Open photo: / });
      expect(await openers.count()).toBe(3);
      await Promise.all([page.waitForURL(/\/voa\/photos\/nairobi-writing-retreat\/[^/]+$/), openers.first().click()]);
      expect(await page.getByText('Photo 1 of 3').count()).toBe(1);
    } finally {
      await close();
    }
  });

  it('answers an album that does not exist with a 404 that says so', async () => {
    const { page, close } = await openWatchedPage(browser(), { javaScriptEnabled: false, baseURL: companyOrigin });
    try {
      const response = await page.goto(`/voa/photos/no-such-album-${randomUUID().slice(0, 8)}`);
      expect(response?.status()).toBe(404);
      expect(await page.locator('main').innerText()).toContain('This album does not exist or is not published.');
    } finally {
      await close();
    }
  });
});

/** Each list rendered on request, and an entry of the demo content (tools/seed/content.ts) on its first page. */
const LISTS = [
  // The board's teaser: the first four advisers, in the order the admins set.
  { path: '/voa/voices-of-africa', entry: 'Efua Asante' },
  { path: '/voa/blog', entry: null },
  { path: '/voa/photos', entry: 'Nairobi writing retreat' },
  // An album's page: its description arrives with it.
  { path: '/voa/photos/nairobi-writing-retreat', entry: 'Five days of drafting, editing and long lunches' },
  // By title: its first items.
  { path: '/voa/library', entry: 'African Writers Series archive' },
  // Newest first by the year of the ban.
  { path: '/voa/library/bannedbooks', entry: 'Matigari' },
  { path: '/voa/advisory', entry: 'Efua Asante' },
  // The journeys add members as they run: no entry is sure to be on the first page.
  { path: '/voa/voices', entry: null },
  { path: '/voa/aunties', entry: null },
  { path: '/voa/peers', entry: null },
];

describe.each(LISTS)('$path, rendered with its data', ({ path: pagePath, entry }) => {
  it('with JavaScript disabled, shows its entries, not a loading state', async () => {
    const { page, close } = await openWatchedPage(browser(), { javaScriptEnabled: false, baseURL: companyOrigin });
    try {
      const response = await page.goto(pagePath);
      expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
      expect(await page.locator('#voa-data').count()).toBe(1);
      expect(
        await page
          .locator('main')
          .getByText(/^Loading/)
          .count(),
      ).toBe(0);
      if (entry) expect(await page.locator('main').getByText(entry).count()).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('hydrates without a request to Firestore, and without an error', async () => {
    const { page, problems, firestoreRequests, close } = await openCountingFirestore();
    try {
      await visit(page, pagePath);
      if (entry) expect(await page.locator('main').getByText(entry).count()).toBeGreaterThan(0);
      expect(firestoreRequests).toEqual([]);
      expect(problems, 'console errors (a hydration mismatch is logged) and failed requests').toEqual([]);
    } finally {
      await close();
    }
  });
});
