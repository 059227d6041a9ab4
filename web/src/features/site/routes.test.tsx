import { render, screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '@/app/route-table';
import { routes } from '@/app/routes';
import { BMA_SECTION_ID, practiceMenu, practiceSlugs } from '@/config/practices';
import { memoryRouter } from '@/test/render-app';
import { contactRoutes } from '@/features/contact/routes';
import { siteRoutes } from './routes';

async function renderAt(path: string) {
  const { router, element } = memoryRouter(path);
  const view = render(element);
  const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return { router, heading, container: view.container };
}

/** A path (query and hash dropped) is a page when a route-table entry, not just the layout, matches it. */
function isPage(href: string): boolean {
  const { pathname } = new URL(href, 'http://site.test');
  const match = matchRoutes(routes, pathname);
  return Boolean(match?.at(-1)?.route.handle);
}

/** The company site: the site feature's pages and the contact page (the contact feature's). */
const companyRoutes = [...siteRoutes, ...contactRoutes];

const SPEC_COMPANY_PATHS = [
  '/home/',
  '/home/about-us',
  '/contact',
  '/home/company-history',
  '/home/diversity-inclusion',
  '/home/our-services',
  '/home/team',
  '/insights',
  '/insights/news',
  '/insights/writing-samples',
  '/insights/proposals/',
  '/insights/creative/',
  '/insights/articles/',
  '/insights/press/',
  '/policies/privacy',
  '/policies/tos',
  '/donate',
];

// Loading every page once compiles its module and renders its artwork through the build-time
// image pipeline (sharp; slow on a cold cache), so the tests below time what they assert.
beforeAll(async () => {
  await Promise.all(companyRoutes.map((entry) => entry.load()));
}, 300_000);

describe('site routes', () => {
  it('cover every company, insight, policy, donation and practice path of the spec, once each', () => {
    const paths = companyRoutes.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(SPEC_COMPANY_PATHS));
    expect(paths).toEqual(expect.arrayContaining(practiceSlugs.map((slug) => `/practices/${slug}`)));
    expect(new Set(paths).size).toBe(paths.length);
    expect(routeTable).toEqual(expect.arrayContaining(companyRoutes));
  });

  it('give every page a title and a description of its own', () => {
    for (const entry of companyRoutes) {
      expect(entry.meta.title.trim(), entry.path).not.toBe('');
      expect(entry.meta.description.length, entry.path).toBeGreaterThan(20);
    }
    const descriptions = companyRoutes.map((entry) => entry.meta.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each(companyRoutes.map((entry) => entry.path))(
    '%s renders one h1 in the main landmark, and links only to existing pages',
    async (path) => {
      const { heading, container } = await renderAt(path);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('main')).toContainElement(heading);
      expect(heading.textContent?.trim()).not.toBe('');

      const hrefs = [...container.querySelectorAll('main a[href^="/"]')].map((link) => link.getAttribute('href') ?? '');
      for (const href of hrefs) expect(isPage(href), `${path} links to ${href}`).toBe(true);
      for (const img of container.querySelectorAll('main img')) expect(img).toHaveAttribute('alt');
    },
  );

  it.each([
    ['/home', '/home/'],
    ['/insights/proposals', '/insights/proposals/'],
    ['/insights/press', '/insights/press/'],
    ['/home/team/', '/home/team'],
  ])('serves %s like %s (with or without the trailing slash)', async (variant, canonical) => {
    const { heading: expected } = await renderAt(canonical);
    const text = expected.textContent;
    document.body.innerHTML = '';
    const { heading } = await renderAt(variant);
    expect(heading.textContent).toBe(text);
  });
});

describe('practices', () => {
  it('the menu lists the fifteen titles of the spec, in order', () => {
    expect(practiceMenu.map((entry) => entry.menuTitle)).toEqual([
      'Practice Events',
      'Arts & Entertainment',
      'Booster Marketing & Advertising',
      'Business',
      'Career Development',
      'Education',
      'Emotional Health & Wellbeing',
      'Energy & Sustainability',
      'Finance & Accounting',
      'Health & Fitness',
      'Human Resources',
      'Legal & Social Impact',
      'Technology',
      'Writing & Storytelling',
      'VOA Med',
    ]);
  });

  it('every menu item leads to a page of the route table', () => {
    for (const entry of practiceMenu) expect(isPage(entry.path), entry.path).toBe(true);
  });

  it('each practice page is headed by its menu title', async () => {
    for (const entry of practiceMenu.filter((item) => item.slug !== 'bma')) {
      const { heading } = await renderAt(entry.path);
      expect(heading).toHaveTextContent(entry.menuTitle);
      document.body.innerHTML = '';
    }
  });

  it('/practices/bma opens the Arts & Entertainment page on its Booster Marketing & Advertising section', async () => {
    const { heading, router } = await renderAt('/practices/bma');
    expect(heading).toHaveTextContent('Arts & Entertainment');
    const section = screen.getByRole('heading', { level: 2, name: 'Booster Marketing & Advertising' });
    expect(section.closest('section')).toHaveAttribute('id', BMA_SECTION_ID);
    await waitFor(() => expect(section).toHaveFocus());
    expect(router.state.location.pathname).toBe('/practices/bma');

    const entry = siteRoutes.find((route) => route.path === '/practices/bma');
    expect(entry?.meta.title).toBe('Booster Marketing & Advertising');
    expect(entry?.indexable).toBe(false);
  });

  it('the Arts & Entertainment page itself shows the section without moving focus to it', async () => {
    await renderAt('/practices/arts-entertainment');
    const section = screen.getByRole('heading', { level: 2, name: 'Booster Marketing & Advertising' });
    expect(section).not.toHaveFocus();
  });
});
