import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/app/route-table';
import { site } from '@/config/site';
import { renderApp } from '@/test/render-app';
import { copyrightYears } from './copyright-years';
import { footerVariantFor, footerVariants } from './footer-variants';

/** The decision table: every route the spec names, and the footer it gets. */
const specRoutes: Record<string, (typeof footerVariants)[number]> = {
  '/home/': 'peach',
  '/home/about-us': 'peach',
  '/home/company-history': 'peach',
  '/home/diversity-inclusion': 'peach',
  '/home/our-services': 'peach',
  '/home/team': 'peach',
  '/contact': 'pink',
  '/insights': 'blue',
  '/insights/news': 'blue',
  '/insights/writing-samples': 'blue',
  '/insights/proposals/': 'blue',
  '/insights/creative/': 'blue',
  '/insights/articles/': 'blue',
  '/insights/press/': 'blue',
  '/policies/privacy': 'alt',
  '/policies/tos': 'alt',
  '/practices/events': 'lime',
  '/practices/bma': 'lime',
  '/practices/medical': 'lime',
  '/voa/_auth_': 'lux',
  '/voa/onboard': 'lux',
  '/voa/voices-of-africa': 'lux',
  '/voa/admin': 'lux',
  '/voa/profiles/voice': 'lux',
  '/voa/blog/posts': 'lux',
  '/voa/advisory': 'lux',
  '/voa/photos': 'lux',
  '/voa/practices': 'lux',
  '/voa/library': 'library',
  '/voa/library/bannedbooks': 'banned',
  '/donate': 'lux',
};

describe('footer variant by route', () => {
  it.each(Object.entries(specRoutes))('%s gets the %s footer', (path, variant) => {
    expect(footerVariantFor(path)).toBe(variant);
  });

  it('matches whole path segments only, and gives unknown paths the fallback', () => {
    expect(footerVariantFor('/voa/librarything')).toBe('lux');
    expect(footerVariantFor('/homework')).toBe('alt');
    expect(footerVariantFor('/no/such/page')).toBe('alt');
  });

  it('uses every variant for some route', () => {
    expect(new Set(Object.values(specRoutes))).toEqual(new Set(footerVariants));
  });

  it.each(routeTable.flatMap((entry) => [entry.path, ...(entry.aliases ?? [])]).filter((path) => !path.includes(':')))(
    'the rendered footer of %s carries its variant',
    async (path) => {
      renderApp(path);
      await screen.findByRole('main');
      expect(screen.getByRole('contentinfo')).toHaveAttribute('data-variant', footerVariantFor(path));
    },
  );
});

describe('footer content', () => {
  it('has the three link columns, company facts, phone link, socials, logo and the copyright from the founding year to this year', async () => {
    renderApp('/home/');
    const footer = await screen.findByRole('contentinfo');
    const columns = within(footer)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(columns).toEqual(['About', 'Insights & Ideas', 'Other Links']);
    const other = within(footer).getByRole('region', { name: 'Other Links' });
    expect(
      within(other)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Our Team', '/home/team'],
      ['Contact Us', '/contact'],
      ['Our Services', '/home/our-services'],
      ['Privacy Policy', '/policies/privacy'],
      ['Terms of Service', '/policies/tos'],
    ]);
    expect(footer).toHaveTextContent(`Headquarters${site.headquarters}`);
    expect(footer).toHaveTextContent(site.industry);
    expect(within(footer).getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:${site.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole('link')).toHaveLength(4);
    const logo = within(footer).getByRole('link', { name: site.name }).querySelector('svg');
    expect(logo).toHaveAttribute('width', '55');
    expect(logo).toHaveAttribute('height', '55');
    // The build is made as the tests start: this year.
    expect(footer).toHaveTextContent(`© 2017–${new Date().getFullYear()} ${site.name}. All rights reserved.`);
  });

  it('names one year, not a range, for a site built in its founding year', () => {
    expect(copyrightYears(2026, 2026)).toBe('2026');
    expect(copyrightYears(2017, 2026)).toBe('2017–2026');
  });
});
