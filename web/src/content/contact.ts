import contactArt from '@/assets/images/hero-contact.jpg?responsive';
import { site } from '@/config/site';
import type { Hero } from './types';

export const contactHero: Hero = {
  eyebrow: 'Contact',
  title: 'Contact us',
  lead: 'Tell us about your project, your question or your idea. A member of the team replies within two working days.',
  image: contactArt,
  alt: '',
};

export const contactDetails = {
  heading: 'Other ways to reach us',
  lines: [
    `Phone: ${site.phone}, Monday to Friday, 9:00 to 17:00 Eastern Time.`,
    `Office: ${site.headquarters}. Visits by appointment.`,
  ],
  privacy: 'We use your details only to answer your message. See our privacy policy for how long we keep them.',
  privacyLink: { label: 'Privacy policy', to: '/policies/privacy' },
};
