import { practiceMenu } from '@/config/practices';
/** Labels are i18n keys. Host rule (spec section 2): on the main company domain the community extras are hidden. */

/** 'company' = one of site.mainHosts; 'community' = any other host. */
export type HostKind = 'company' | 'community';

export interface NavLink {
  /** i18n key in the `nav` namespace. */
  labelKey: string;
  to: string;
  /** Shown only on community hosts (hidden on the main company domain). */
  communityOnly?: boolean;
}

export interface NavItem extends Partial<Pick<NavLink, 'to'>> {
  id: string;
  labelKey: string;
  communityOnly?: boolean;
  /** A drop-down; the item's own `to` (if any) is its landing page. */
  children?: NavLink[];
}

/** The practice menu's slugs, in the spec's order (config/practices.ts is the one list). */
export const practices = practiceMenu.map((entry) => entry.slug);

/** A menu link: `[key, to]` is labelled `items.<key>`; 'community-only' hides it on the company domain. */
type MenuLink = readonly [key: string, to: string, visibility?: 'community-only'];

function menuLinks(links: readonly MenuLink[]): NavLink[] {
  return links.map(([key, to, visibility]) => ({
    labelKey: `items.${key}`,
    to,
    ...(visibility === 'community-only' ? { communityOnly: true } : {}),
  }));
}

export const navigation: readonly NavItem[] = [
  {
    id: 'about',
    labelKey: 'items.about',
    to: '/home/about-us',
    children: menuLinks([
      ['companyHistory', '/home/company-history'],
      ['diversityInclusion', '/home/diversity-inclusion'],
    ]),
  },
  { id: 'services', labelKey: 'items.services', to: '/home/our-services' },
  { id: 'team', labelKey: 'items.team', to: '/home/team' },
  {
    id: 'voa',
    labelKey: 'items.voicesOfAfrica',
    to: '/voa/voices-of-africa',
    children: menuLinks([
      ['voaBlog', '/voa/blog'],
      ['library', '/voa/library', 'community-only'],
      ['advisoryBoard', '/voa/advisory'],
      ['photos', '/voa/photos', 'community-only'],
      ['bannedBooks', '/voa/library/bannedbooks', 'community-only'],
      ['search', '/search', 'community-only'],
    ]),
  },
  {
    id: 'practices',
    labelKey: 'items.practices',
    to: '/voa/practices',
    communityOnly: true,
    children: practiceMenu.map(({ slug, path }) => ({ labelKey: `practices.${slug}`, to: path })),
  },
  {
    id: 'profiles',
    labelKey: 'items.profiles',
    communityOnly: true,
    children: menuLinks([
      ['voice', '/voa/profiles/voice'],
      ['auntie', '/voa/profiles/auntie'],
      ['peer', '/voa/profiles/peer'],
    ]),
  },
  { id: 'admin', labelKey: 'items.admin', to: '/voa/admin', communityOnly: true },
  {
    id: 'insights',
    labelKey: 'items.insights',
    to: '/insights',
    children: menuLinks([
      ['writingSamples', '/insights/writing-samples'],
      ['news', '/insights/news'],
    ]),
  },
  { id: 'contact', labelKey: 'items.contact', to: '/contact' },
];

type FooterColumn = { id: string; labelKey: string; links: NavLink[] };

/** A footer column: its label is `columns.<id>`, each link's `links.<key>` (the `footer` namespace). */
function footerColumn(id: string, links: readonly (readonly [key: string, to: string])[]): FooterColumn {
  return { id, labelKey: `columns.${id}`, links: links.map(([key, to]) => ({ labelKey: `links.${key}`, to })) };
}

/** Footer columns. */
export const footerColumns: readonly FooterColumn[] = [
  footerColumn('about', [
    ['aboutUs', '/home/about-us'],
    ['companyHistory', '/home/company-history'],
    ['diversityInclusion', '/home/diversity-inclusion'],
  ]),
  footerColumn('insights', [
    ['insights', '/insights'],
    ['writingSamples', '/insights/writing-samples'],
    ['news', '/insights/news'],
  ]),
  footerColumn('other', [
    ['team', '/home/team'],
    ['contact', '/contact'],
    ['services', '/home/our-services'],
    ['privacy', '/policies/privacy'],
    ['terms', '/policies/tos'],
  ]),
];

/** Which kind of host this is, from its name and the configured main company host names. */
export function hostKindOf(hostname: string, mainHosts: readonly string[]): HostKind {
  return mainHosts.includes(hostname.toLowerCase()) ? 'company' : 'community';
}

/** The navigation as shown on a host of the given kind. */
export function navigationFor(kind: HostKind, items: readonly NavItem[] = navigation): NavItem[] {
  const visible = <T extends { communityOnly?: boolean }>(entry: T) => kind === 'community' || !entry.communityOnly;
  return items
    .filter(visible)
    .map((item) => (item.children ? { ...item, children: item.children.filter(visible) } : item));
}
