import homeArt from '@/assets/images/hero-home.jpg?responsive';
import { site } from '@/config/site';
import { callToAction } from './call-to-action';
import type { Hero, InternalLink } from './types';

export const homeHero: Hero = {
  eyebrow: site.industry,
  title: 'Stories that deserve to be read, written and edited with care',
  lead: `${site.name} is a writing and editing consultancy in ${site.headquarters}. We help authors, organisations and communities of the African diaspora say what matters, clearly and in their own voice.`,
  image: homeArt,
  alt: '',
};

export interface Highlight {
  heading: string;
  body: string;
  link: InternalLink;
}

export const homeHighlights: Highlight[] = [
  {
    heading: 'Editing that keeps your voice',
    body: 'Developmental editing, copyediting and proofreading by editors who know the difference between an error and a dialect.',
    link: { label: 'Our services', to: '/home/our-services' },
  },
  {
    heading: 'Writing that wins support',
    body: 'Grant proposals, reports and campaigns for nonprofits, artists and founders, built on the evidence funders look for.',
    link: { label: 'Read our writing samples', to: '/insights/writing-samples' },
  },
  {
    heading: 'A community of writers',
    body: 'Voices of Africa is our members’ community: workshops, a library, mentoring from our aunties and peers, and readings.',
    link: { label: 'See practice events', to: '/practices/events' },
  },
];

export const homeNumbers = [
  { value: '300+', label: 'books, reports and proposals edited' },
  { value: '$8M', label: 'raised through proposals we wrote' },
  { value: '40', label: 'workshops a year for Voices of Africa' },
];

export const homeCta = callToAction(
  'Have a project in mind?',
  'Tell us what you are writing and when you need it. We reply within two working days.',
);
