/** Free of page copy and images, so the navigation imports it without pulling them in. */

/** The fourteen practice pages, by URL slug. */
export const practiceSlugs = [
  'events',
  'arts-entertainment',
  'business',
  'career-development',
  'education',
  'emotional-health-wellbeing',
  'energy-sustainability',
  'finance-accounting',
  'health-fitness',
  'human-resources',
  'legal-social-impact',
  'technology',
  'writing-storytelling',
  'medical',
] as const;

export type PracticeSlug = (typeof practiceSlugs)[number];

export const PRACTICES_BASE = '/practices';

export function practicePath(slug: PracticeSlug | typeof BMA_SLUG): string {
  return `${PRACTICES_BASE}/${slug}`;
}

/** The spec sends /practices/bma to the Arts & Entertainment page, which opens on this section. */
export const BMA_SLUG = 'bma';
export const BMA_SECTION_ID = 'booster-marketing-advertising';

export interface PracticeMenuItem {
  /** The URL slug ('bma' for the alias). */
  slug: PracticeSlug | typeof BMA_SLUG;
  /** The page that shows it. */
  page: PracticeSlug;
  menuTitle: string;
  path: string;
}

function item(slug: PracticeSlug, menuTitle: string): PracticeMenuItem {
  return { slug, page: slug, menuTitle, path: practicePath(slug) };
}

/** The VOA Practices menu: fifteen titles in the spec's order. */
export const practiceMenu: readonly PracticeMenuItem[] = [
  item('events', 'Practice Events'),
  item('arts-entertainment', 'Arts & Entertainment'),
  {
    slug: BMA_SLUG,
    page: 'arts-entertainment',
    menuTitle: 'Booster Marketing & Advertising',
    path: practicePath(BMA_SLUG),
  },
  item('business', 'Business'),
  item('career-development', 'Career Development'),
  item('education', 'Education'),
  item('emotional-health-wellbeing', 'Emotional Health & Wellbeing'),
  item('energy-sustainability', 'Energy & Sustainability'),
  item('finance-accounting', 'Finance & Accounting'),
  item('health-fitness', 'Health & Fitness'),
  item('human-resources', 'Human Resources'),
  item('legal-social-impact', 'Legal & Social Impact'),
  item('technology', 'Technology'),
  item('writing-storytelling', 'Writing & Storytelling'),
  item('medical', 'VOA Med'),
];

/** One line per practice page, for its <meta name="description">. */
export const practiceSummaries: Record<PracticeSlug, string> = {
  events: 'Readings, workshops and writing salons where the Voices of Africa community learns and meets.',
  'arts-entertainment':
    'Press kits, liner notes, festival copy and booster marketing for artists, performers and producers.',
  business: 'Business plans, pitch decks and founder stories for African and diaspora-led companies.',
  'career-development': 'CVs, cover letters, personal statements and coaching for the next step in your career.',
  education: 'Curriculum writing, school communications and study guides with culturally rooted examples.',
  'emotional-health-wellbeing': 'Careful, stigma-free writing about mental health for clinics, charities and writers.',
  'energy-sustainability': 'Clear reports, grant bids and community briefings for climate and clean-energy work.',
  'finance-accounting': 'Annual reports, investor letters and plain-language financial education.',
  'health-fitness': 'Programme guides, coaching content and health campaigns that speak to real bodies and lives.',
  'human-resources': 'Handbooks, job descriptions and inclusive workplace policies people actually read.',
  'legal-social-impact': 'Impact reports, policy briefs and plain-language legal information for nonprofits.',
  technology: 'Documentation, product copy and thought leadership for technology teams.',
  'writing-storytelling':
    'Manuscript development, memoir coaching and storytelling craft for new and seasoned writers.',
  medical: 'VOA Med: patient education, health-equity writing and research communication.',
};
