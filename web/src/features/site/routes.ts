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
  load: withProps(loadPracticePage, async () => ({ slug })),
  meta: { title: menuTitle(slug), description: practiceSummaries[slug] },
}));

/** Opens on the Booster Marketing & Advertising section. Not indexable: the Arts & Entertainment page is canonical. */
const bmaRoute: RouteEntry = {
  path: practicePath(BMA_SLUG),
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
    load: () => import('./pages/HomePage'),
    meta: { title: 'Home', description: 'Writing and editing for stories that deserve to be read.' },
  },
  {
    path: '/home/about-us',
    load: () => import('./pages/AboutPage'),
    meta: { title: 'About us', description: 'Who we are, what we value and why we do this work.' },
  },
  {
    path: '/home/company-history',
    load: () => import('./pages/CompanyHistoryPage'),
    meta: { title: 'Company history', description: 'From a kitchen table in 2015 to a consultancy and a community.' },
  },
  {
    path: '/home/diversity-inclusion',
    load: () => import('./pages/DiversityInclusionPage'),
    meta: {
      title: 'Diversity & inclusion',
      description: 'Our commitments on language, hiring, access, consent and accountability.',
    },
  },
  {
    path: '/home/our-services',
    load: () => import('./pages/OurServicesPage'),
    meta: {
      title: 'Our services',
      description: 'Developmental editing, copyediting, proofreading, ghostwriting, grants and content strategy.',
    },
  },
  {
    path: '/home/team',
    load: () => import('./pages/TeamPage'),
    meta: { title: 'Our team', description: 'The editors, writers and organisers behind our work.' },
    // teamMembers/{id}, edited in the admin area: rendered with them by the communityPage function.
    renderedOnRequest: true,
  },
  {
    path: '/insights',
    load: () => import('./pages/InsightsPage'),
    meta: {
      title: 'Insights & Ideas',
      description: 'News, writing samples, proposals, creative work, articles and press.',
    },
    // The insights pages show insights/{id} documents: rendered with them by the communityPage function.
    renderedOnRequest: true,
  },
  {
    path: '/insights/news',
    load: insightPage((content) => content.news),
    meta: { title: 'News', description: 'What is new at the company and in the Voices of Africa community.' },
    renderedOnRequest: true,
  },
  {
    path: '/insights/writing-samples',
    load: insightPage((content) => content.writingSamples),
    meta: { title: 'Writing samples', description: 'Extracts from work we have written or edited.' },
    renderedOnRequest: true,
  },
  {
    path: '/insights/proposals/',
    load: insightPage((content) => content.proposals),
    meta: { title: 'Proposals', description: 'How we write grant and business proposals that win support.' },
    renderedOnRequest: true,
  },
  {
    path: '/insights/creative/',
    load: insightPage((content) => content.creative),
    meta: { title: 'Creative', description: 'Poems, flash fiction and essays by Voices of Africa members.' },
    renderedOnRequest: true,
  },
  {
    path: '/insights/articles/',
    load: insightPage((content) => content.articles),
    meta: { title: 'Articles', description: 'Essays on editing, language and publishing from our team.' },
    renderedOnRequest: true,
  },
  {
    path: '/insights/press/',
    load: insightPage((content) => content.press),
    meta: { title: 'Press', description: 'Coverage of our work and of the Voices of Africa community.' },
    renderedOnRequest: true,
  },
  {
    path: '/policies/privacy',
    load: policyPage(async () => (await import('@/content/policies/privacy')).privacyPolicy),
    meta: { title: 'Privacy policy', description: 'What personal information we collect, why, and your choices.' },
  },
  {
    path: '/policies/tos',
    load: policyPage(async () => (await import('@/content/policies/terms')).termsOfService),
    meta: {
      title: 'Terms of service',
      description: 'The terms for using this website and the Voices of Africa community.',
    },
  },
  {
    path: '/donate',
    load: () => import('./pages/DonatePage'),
    meta: { title: 'Donate', description: 'Support free workshops, the library and mentoring at Voices of Africa.' },
  },
  ...practiceRoutes,
  bmaRoute,
];
