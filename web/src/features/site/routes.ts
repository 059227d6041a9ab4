import { createElement, type ComponentType } from 'react';
import type { RouteEntry } from '@/lib/routing/route-entry';
import type { InsightCollection } from '@/content/insights';
import type { Policy } from '@/content/policies';
import {
  BMA_SECTION_ID,
  BMA_SLUG,
  practiceMenu,
  practicePath,
  practiceSlugs,
  practiceSummaries,
  type PracticeSlug,
} from '@/config/practices';

/** Loads a page module and binds its props, for pages that one module serves several times. */
function withProps<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props: () => Promise<P>,
): RouteEntry['load'] {
  return async () => {
    const [{ default: Page }, bound] = await Promise.all([load(), props()]);
    return { default: () => createElement(Page, bound) };
  };
}

const insightPage = (pick: (content: typeof import('@/content/insights')) => InsightCollection) =>
  withProps(
    () => import('./pages/InsightCollectionPage'),
    async () => ({ collection: pick(await import('@/content/insights')) }),
  );

/** One item of a collection at its own address (news: decision 0123). */
const insightItemPage = (pick: (content: typeof import('@/content/insights')) => InsightCollection) =>
  withProps(
    () => import('./pages/InsightItemPage'),
    async () => ({ collection: pick(await import('@/content/insights')) }),
  );

/** A policy's page: the privacy policy and the terms are a chunk each, so one page never loads both texts. */
const policyPage = (load: () => Promise<Policy>) =>
  withProps(
    () => import('./pages/PolicyPage'),
    async () => ({ policy: await load() }),
  );

const loadPracticePage = () => import('./pages/PracticePage');

function menuTitle(slug: PracticeSlug | typeof BMA_SLUG): string {
  return practiceMenu.find((entry) => entry.slug === slug)?.menuTitle ?? slug;
}

const practiceRoutes: RouteEntry[] = practiceSlugs.map((slug) => ({
  path: practicePath(slug),
  access: 'public',
  servedBy: 'prerendered',
  load: withProps(loadPracticePage, async () => ({ slug })),
  meta: { title: menuTitle(slug), description: practiceSummaries[slug] },
}));

/** Opens on the Booster Marketing & Advertising section. Not indexable: the Arts & Entertainment page is canonical. */
const bmaRoute: RouteEntry = {
  path: practicePath(BMA_SLUG),
  access: 'public',
  servedBy: 'app-shell',
  load: withProps(loadPracticePage, async () => ({
    slug: 'arts-entertainment' as const,
    focusSection: BMA_SECTION_ID,
  })),
  meta: {
    title: menuTitle(BMA_SLUG),
    description: 'Campaign planning and copy for book launches, albums, tours and exhibitions.',
  },
  indexable: false,
};

/** The public company site: home, about, services, team, insights, policies, donate, practices. */
export const siteRoutes: RouteEntry[] = [
  {
    path: '/home/',
    access: 'public',
    servedBy: 'prerendered',
    load: () => import('./pages/HomePage'),
    meta: { title: 'Home', description: 'Writing and editing for stories that deserve to be read.' },
  },
  {
    path: '/home/about-us',
    access: 'public',
    servedBy: 'prerendered',
    load: () => import('./pages/AboutPage'),
    meta: { title: 'About us', description: 'Who we are, what we value and why we do this work.' },
  },
  {
    path: '/home/company-history',
    access: 'public',
    servedBy: 'prerendered',
    load: () => import('./pages/CompanyHistoryPage'),
    meta: { title: 'Company history', description: 'From a kitchen table in 2015 to a consultancy and a community.' },
  },
  {
    path: '/home/diversity-inclusion',
    access: 'public',
    servedBy: 'prerendered',
    load: () => import('./pages/DiversityInclusionPage'),
    meta: {
      title: 'Diversity & inclusion',
      description: 'Our commitments on language, hiring, access, consent and accountability.',
    },
  },
  {
    path: '/home/our-services',
    access: 'public',
    servedBy: 'prerendered',
    load: () => import('./pages/OurServicesPage'),
    meta: {
      title: 'Our services',
      description: 'Developmental editing, copyediting, proofreading, ghostwriting, grants and content strategy.',
    },
  },
  {
    path: '/home/team',
    access: 'public',
    load: () => import('./pages/TeamPage'),
    meta: { title: 'Our team', description: 'The editors, writers and organisers behind our work.' },
    // teamMembers/{id}, edited in the admin area: rendered with them by the communityPage function.
    servedBy: 'function:communityPage',
  },
  {
    path: '/insights',
    access: 'public',
    load: () => import('./pages/InsightsPage'),
    meta: {
      title: 'Insights & Ideas',
      description: 'News, writing samples, proposals, creative work, articles and press.',
    },
    // The insights pages show insights/{id} documents: rendered with them by the communityPage function.
    servedBy: 'function:communityPage',
  },
  {
    path: '/insights/news',
    access: 'public',
    load: insightPage((content) => content.news),
    meta: { title: 'News', description: 'What is new at the company and in the Voices of Africa community.' },
    servedBy: 'function:communityPage',
  },
  {
    path: '/insights/news/:itemId',
    access: 'public',
    load: insightItemPage((content) => content.news),
    meta: { title: 'News item', description: 'News from the company and the Voices of Africa community.' },
    // The item's own head (InsightItemPage): its title, summary and the news page's image.
    ownHead: true,
    indexable: false,
    servedBy: 'function:communityPage',
  },
  {
    path: '/insights/writing-samples',
    access: 'public',
    load: insightPage((content) => content.writingSamples),
    meta: { title: 'Writing samples', description: 'Extracts from work we have written or edited.' },
    servedBy: 'function:communityPage',
  },
  {
    path: '/insights/proposals/',
    access: 'public',
    load: insightPage((content) => content.proposals),
    meta: { title: 'Proposals', description: 'How we write grant and business proposals that win support.' },
    servedBy: 'function:communityPage',
  },
  {
    path: '/insights/creative/',
    access: 'public',
    load: insightPage((content) => content.creative),
    meta: { title: 'Creative', description: 'Poems, flash fiction and essays by Voices of Africa members.' },
    servedBy: 'function:communityPage',
  },
  {
    path: '/insights/articles/',
    access: 'public',
    load: insightPage((content) => content.articles),
    meta: { title: 'Articles', description: 'Essays on editing, language and publishing from our team.' },
    servedBy: 'function:communityPage',
  },
  {
    path: '/insights/press/',
    access: 'public',
    load: insightPage((content) => content.press),
    meta: { title: 'Press', description: 'Coverage of our work and of the Voices of Africa community.' },
    servedBy: 'function:communityPage',
  },
  {
    path: '/policies/privacy',
    access: 'public',
    servedBy: 'prerendered',
    load: policyPage(async () => (await import('@/content/policies/privacy')).privacyPolicy),
    meta: { title: 'Privacy policy', description: 'What personal information we collect, why, and your choices.' },
  },
  {
    path: '/policies/tos',
    access: 'public',
    servedBy: 'prerendered',
    load: policyPage(async () => (await import('@/content/policies/terms')).termsOfService),
    meta: {
      title: 'Terms of service',
      description: 'The terms for using this website and the Voices of Africa community.',
    },
  },
  {
    path: '/donate',
    access: 'public',
    servedBy: 'prerendered',
    load: () => import('./pages/DonatePage'),
    meta: { title: 'Donate', description: 'Support free workshops, the library and mentoring at Voices of Africa.' },
  },
  ...practiceRoutes,
  bmaRoute,
];
