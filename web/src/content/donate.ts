import contactArt from '@/assets/images/hero-contact.jpg?responsive';
import { site } from '@/config/site';
import { callToAction } from './call-to-action';
import type { Hero } from './types';

export const donateHero: Hero = {
  eyebrow: 'Donate',
  title: 'Support Voices of Africa',
  lead: 'Your gift keeps workshops free, the library open and mentoring available to every writer who asks for it.',
  image: contactArt,
  alt: '',
};

export interface Impact {
  amount: string;
  body: string;
}

/** What a gift pays for: real costs of the community's programmes. */
export const impacts: Impact[] = [
  { amount: '$25', body: 'buys two books by African and diaspora authors for the members’ library.' },
  { amount: '$75', body: 'covers one writer’s place in a six-week craft workshop.' },
  { amount: '$250', body: 'funds a full manuscript assessment for a first-time author.' },
  { amount: '$1,000', body: 'pays for a season of open readings, venue and streaming included.' },
];

export const donateWays: string[] = [
  'A one-off or monthly gift by cheque or bank transfer',
  'Books for the library, especially titles banned or challenged in schools',
  'Sponsorship of a workshop series by your company or foundation',
  'Volunteering your time as an aunty, a mentor or a reader',
];

/** There is no online payment: gifts are arranged in person, so the call to action is a conversation. */
export const donateCta = callToAction(
  'Make a gift',
  `We do not take payments online yet. Send us a message with the topic “Donations” and we will reply with the ways to give that suit you, or call us at ${site.phone}.`,
  'Write to us about a gift',
  '/contact?topic=donation',
);
