import insightsArt from '@/assets/images/hero-insights.jpg?responsive';
import { site } from '@/config/site';
import type { InsightKind } from '@/lib/model';
import { callToAction } from './call-to-action';
import type { CallToAction, Hero } from './types';

/** Its items are insights/{id} documents of its kind. */
export interface InsightCollection {
  kind: InsightKind;
  /** The canonical route, as the spec writes it. */
  path: string;
  /** Whether each item has a page of its own, at itemPath (news: decision 0123). */
  itemPages?: boolean;
  hero: Hero;
  cta: CallToAction;
}

const contactCta = callToAction(
  'Want writing like this for your project?',
  'Tell us what you need and we will send examples closest to it.',
);

function hero(title: string, lead: string): Hero {
  return { eyebrow: 'Insights & Ideas', title, lead, image: insightsArt, alt: '' };
}

export const insightsHero = hero(
  'Insights & Ideas',
  'News from the studio, samples of our work and what we are thinking about writing, editing and community.',
);

/** A collection of one kind at its route; most close with the contact call to action. */
function collection(kind: InsightKind, path: string, hero: Hero, cta = contactCta): InsightCollection {
  return { kind, path, hero, cta };
}

/** An item's own page: its collection's address, then its id. */
export const insightItemPath = (collection: Pick<InsightCollection, 'path'>, id: string): string =>
  `${collection.path.replace(/\/$/, '')}/${encodeURIComponent(id)}`;

export const news: InsightCollection = {
  ...collection(
    'news',
    '/insights/news',
    hero('News', 'What is new at the company and in the Voices of Africa community.'),
  ),
  itemPages: true,
};

export const writingSamples = collection(
  'writing-samples',
  '/insights/writing-samples',
  hero(
    'Writing samples',
    'Short extracts from work we have written or edited, shared with our clients’ permission and details changed where needed.',
  ),
);

export const proposals = collection(
  'proposals',
  '/insights/proposals/',
  hero('Proposals', 'How we approach grant and business proposals, with examples of the structures that win.'),
  callToAction(
    'Have a deadline coming up?',
    'Send us the funding call. We will tell you honestly whether there is time to do it well.',
    'Talk to our grants team',
  ),
);

export const creative = collection(
  'creative',
  '/insights/creative/',
  hero('Creative', 'Poems, flash fiction and essays from Voices of Africa members, published with their permission.'),
  callToAction(
    'Write with us',
    'Members share work in progress at our workshops and readings.',
    'See practice events',
    '/practices/events',
  ),
);

export const articles = collection(
  'articles',
  '/insights/articles/',
  hero('Articles', 'Essays on editing, language and publishing from our team.'),
);

export const press = collection(
  'press',
  '/insights/press/',
  hero('Press', 'Coverage of our work and of the Voices of Africa community.'),
  callToAction('Press enquiries', `For interviews and images, contact us or call ${site.phone}.`),
);

/** The collections in the order the Insights page lists them. */
export const insightCollections: InsightCollection[] = [news, writingSamples, proposals, creative, articles, press];
