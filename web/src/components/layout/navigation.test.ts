import { describe, expect, it } from 'vitest';
import { hostKindOf, navigation, navigationFor, practices } from './navigation';

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const childPaths = (kind: 'company' | 'community', id: string) =>
  navigationFor(kind)
    .find((item) => item.id === id)
    ?.children?.map((child) => child.to);

describe('navigation data', () => {
  it('tells the main company domain from any other host by name, ignoring case', () => {
    const main = ['sankofaeditorial.com', 'www.sankofaeditorial.com'];
    expect(hostKindOf('sankofaeditorial.com', main)).toBe('company');
    expect(hostKindOf('WWW.SankofaEditorial.com', main)).toBe('company');
    expect(hostKindOf('localhost', main)).toBe('community');
    expect(hostKindOf('voa.sankofaeditorial.com', main)).toBe('community');
  });

  it('shows every item, in the spec order, on a community host', () => {
    expect(ids(navigationFor('community'))).toEqual([
      'about',
      'services',
      'team',
      'voa',
      'practices',
      'profiles',
      'admin',
      'insights',
      'contact',
    ]);
    expect(childPaths('community', 'voa')).toEqual([
      '/voa/blog',
      '/voa/library',
      '/voa/advisory',
      '/voa/photos',
      '/voa/library/bannedbooks',
      '/search',
    ]);
  });

  it('hides practices, profiles and admin on the main domain, and keeps only the advisory board extra', () => {
    expect(ids(navigationFor('company'))).toEqual(['about', 'services', 'team', 'voa', 'insights', 'contact']);
    expect(childPaths('company', 'voa')).toEqual(['/voa/blog', '/voa/advisory']);
  });

  it('lists the 15 practices in the spec order, Booster Marketing & Advertising at /practices/bma', () => {
    const item = navigation.find((entry) => entry.id === 'practices');
    expect(item?.children?.map((child) => child.to)).toEqual(practices.map((slug) => `/practices/${slug}`));
    expect(practices).toHaveLength(15);
    expect(item?.children?.[2]).toEqual({ labelKey: 'practices.bma', to: '/practices/bma' });
  });
});
