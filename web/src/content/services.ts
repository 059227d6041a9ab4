import servicesArt from '@/assets/images/hero-services.jpg?responsive';
import { callToAction } from './call-to-action';
import type { Hero } from './types';

export interface Service {
  id: string;
  name: string;
  summary: string;
  includes: string[];
  /** What a typical engagement looks like, so visitors can plan. */
  typical: string;
}

export const servicesHero: Hero = {
  eyebrow: 'Our services',
  title: 'Writing and editing, from first idea to final proof',
  lead: 'Every project gets an editor who reads closely, asks good questions and keeps your voice yours.',
  image: servicesArt,
  alt: '',
};

export const services: Service[] = [
  {
    id: 'developmental-editing',
    name: 'Developmental editing',
    summary: 'The big picture: structure, argument, character, pacing and voice.',
    includes: [
      'A full read and an editorial letter with a revision plan',
      'Margin notes on the manuscript',
      'A follow-up call to talk through the plan',
    ],
    typical: 'A novel or memoir takes four to six weeks.',
  },
  {
    id: 'copyediting',
    name: 'Copyediting',
    summary: 'Line-by-line work on clarity, consistency, grammar and style.',
    includes: [
      'Tracked changes with queries where the meaning is unclear',
      'A style sheet for names, spellings and terms',
      'Respect for African and diaspora Englishes and code-switching',
    ],
    typical: 'About 10,000 words a week, faster for shorter documents.',
  },
  {
    id: 'proofreading',
    name: 'Proofreading',
    summary: 'The last careful look before print or publication.',
    includes: [
      'Typos, punctuation, spacing and layout errors',
      'Checks of headings, captions, page numbers and references',
      'Proofs marked in PDF or on paper',
    ],
    typical: 'Most reports and books within one to two weeks.',
  },
  {
    id: 'ghostwriting',
    name: 'Ghostwriting',
    summary: 'Your story, your voice, our pen: books, speeches, articles and memoirs.',
    includes: [
      'Recorded interviews and a detailed outline',
      'Drafts chapter by chapter, with your review at every step',
      'Confidentiality by default',
    ],
    typical: 'A memoir takes six to twelve months; an article two to three weeks.',
  },
  {
    id: 'grant-proposal-writing',
    name: 'Grant and proposal writing',
    summary: 'Persuasive, compliant applications for foundations, governments and partners.',
    includes: [
      'Reading of the call and a compliance checklist',
      'Narrative, logic model, budget justification and letters of support',
      'Final review against the funder’s criteria',
    ],
    typical: 'Plan at least four weeks before the deadline.',
  },
  {
    id: 'content-strategy',
    name: 'Content strategy',
    summary: 'What to say, to whom, where and how often, planned around your goals.',
    includes: [
      'An audit of your existing content and channels',
      'Key messages, a tone-of-voice guide and an editorial calendar',
      'Training for the people who will write day to day',
    ],
    typical: 'A strategy and guide take three to five weeks.',
  },
];

export const servicesCta = callToAction(
  'Not sure which service you need?',
  'Describe your project in a few lines. We will recommend a service and send a quote within two working days.',
  'Ask for a quote',
);
