import aboutArt from '@/assets/images/hero-about.jpg?responsive';
import { site } from '@/config/site';
import { callToAction } from './call-to-action';
import type { Hero, InternalLink } from './types';

export const aboutHero: Hero = {
  eyebrow: 'About us',
  title: `About ${site.name}`,
  lead: 'Sankofa is the Akan idea of going back to fetch what was left behind. We help people carry their stories forward without losing where they came from.',
  image: aboutArt,
  alt: '',
};

export const aboutStory: string[] = [
  `${site.name} is a small ${site.industry.toLowerCase()} consultancy based in ${site.headquarters}. Our editors and writers come from Nigeria, Ghana, Zimbabwe, Senegal, Somalia, Jamaica and New Jersey, and we work with clients on four continents.`,
  'We edit books, write proposals and plan content for people whose stories are too often told by someone else. We also host Voices of Africa, a members’ community where writers learn from each other, and from the aunties and peers who mentor them.',
  'We are small on purpose: every client works with a named editor from the first call to the final proof.',
];

export interface Value {
  name: string;
  body: string;
}

export const values: Value[] = [
  { name: 'Care', body: 'We read slowly, ask before we assume, and treat every manuscript as someone’s trust.' },
  { name: 'Rigour', body: 'Facts are checked, sources are cited and deadlines are met.' },
  { name: 'Voice', body: 'We edit for clarity, never for sameness. Your English is a real English.' },
  { name: 'Community', body: 'Part of every fee funds free workshops and mentoring through Voices of Africa.' },
];

export const aboutLinks: InternalLink[] = [
  { label: 'Our company history', to: '/home/company-history' },
  { label: 'Diversity and inclusion', to: '/home/diversity-inclusion' },
  { label: 'Meet the team', to: '/home/team' },
];

export const aboutCta = callToAction(
  'Let’s talk about your words',
  'Whether it is a novel, a grant or a website, we would like to hear about it.',
);

export const historyHero: Hero = {
  eyebrow: 'Company history',
  title: 'From a kitchen table to a community',
  lead: 'How a freelance editor’s side project became a consultancy and a home for writers of the diaspora.',
  image: aboutArt,
  alt: '',
};

export interface Milestone {
  year: number;
  title: string;
  body: string;
}

export const milestones: Milestone[] = [
  {
    year: 2015,
    title: 'The kitchen table',
    body: `Adaeze Okafor-Bennett leaves trade publishing and starts editing manuscripts for friends from her kitchen table in ${site.headquarters}.`,
  },
  {
    year: site.founded,
    title: `${site.name} is founded`,
    body: 'With three regular clients and one part-time copyeditor, the consultancy is registered and takes its name from the Akan symbol of return.',
  },
  {
    year: 2018,
    title: 'First major grant',
    body: 'A proposal written with a Newark literacy nonprofit wins a three-year grant, and grant writing becomes a core service.',
  },
  {
    year: 2019,
    title: 'Voices of Africa begins',
    body: 'A monthly writing circle of twelve people in a library meeting room grows into the Voices of Africa community.',
  },
  {
    year: 2020,
    title: 'Online, everywhere',
    body: 'Workshops move online. Members join from Accra, Nairobi, London and Houston, and the circle becomes international.',
  },
  {
    year: 2021,
    title: 'Aunties and peers',
    body: 'Experienced writers volunteer as aunties, and members pair up as peers: our mentoring model is born.',
  },
  {
    year: 2022,
    title: 'The library and banned books',
    body: 'Members start a shared library and a reading series on banned and challenged books by African and diaspora authors.',
  },
  {
    year: 2023,
    title: 'VOA Practices',
    body: 'Fourteen practices bring our writing to business, education, health, technology and more.',
  },
];

export const diversityHero: Hero = {
  eyebrow: 'Diversity & inclusion',
  title: 'Inclusion is how we work, not a page we publish',
  lead: 'Our commitments, what we measure and where we still have work to do.',
  image: aboutArt,
  alt: '',
};

export interface Commitment {
  heading: string;
  body: string;
}

export const commitments: Commitment[] = [
  {
    heading: 'Editing that respects language',
    body: 'We do not “correct” African, Caribbean or African American Englishes into a single standard. Our style sheets record each author’s choices, and we query rather than overwrite.',
  },
  {
    heading: 'Who we hire and pay',
    body: 'We recruit editors from the communities we serve, publish our freelance rates and pay within fifteen days of invoice.',
  },
  {
    heading: 'Access to our services',
    body: 'Each year we set aside editing hours for first-time authors who could not otherwise afford them, awarded through Voices of Africa.',
  },
  {
    heading: 'Accessible by default',
    body: 'Our documents and this website aim to meet WCAG 2.2 AA. We offer large-print and screen-reader friendly versions of any document we produce.',
  },
  {
    heading: 'Consent in storytelling',
    body: 'When we tell other people’s stories in case studies, reports or campaigns, we ask for consent in writing and let people review how they are described.',
  },
  {
    heading: 'Accountability',
    body: 'We review these commitments every year with members of Voices of Africa and publish what we changed.',
  },
];

export const diversityCta = callToAction(
  'Tell us how we can do better',
  'If something we wrote or did fell short of these commitments, we want to know.',
  'Send us feedback',
);
