import ochre from '@/assets/images/tile-ochre.jpg?responsive=small';
import indigo from '@/assets/images/tile-indigo.jpg?responsive=small';
import forest from '@/assets/images/tile-forest.jpg?responsive=small';
import clay from '@/assets/images/tile-clay.jpg?responsive=small';
import dusk from '@/assets/images/tile-dusk.jpg?responsive=small';
import aboutArt from '@/assets/images/hero-about.jpg?responsive';
import type { Picture } from '@/components/image/picture';
import type { CallToAction, Hero } from './types';

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** Languages the member works in, beyond English. */
  languages: string[];
  /** Abstract artwork shown beside the name (the team has chosen not to publish photographs). */
  portrait: Picture;
}

export const teamHero: Hero = {
  eyebrow: 'Our team',
  title: 'The people who read your words',
  lead: 'Editors, writers and organisers from across Africa and its diaspora, working from New Jersey and beyond.',
  image: aboutArt,
  alt: '',
};

export const team: TeamMember[] = [
  {
    name: 'Adaeze Okafor-Bennett',
    role: 'Founder and Editorial Director',
    bio: 'Adaeze spent twelve years in trade publishing before founding the company. She edits literary fiction and memoir, and still reads every editorial letter before it goes out.',
    languages: ['Igbo'],
    portrait: ochre,
  },
  {
    name: 'Kwame Mensah-Hart',
    role: 'Head of Grants and Proposals',
    bio: 'Kwame has written proposals that brought more than eight million dollars to community organisations. He believes a good budget narrative is a form of storytelling.',
    languages: ['Twi', 'French'],
    portrait: indigo,
  },
  {
    name: 'Nia Thompson',
    role: 'Senior Copyeditor',
    bio: 'Nia keeps the house style sheet and the peace. She specialises in academic and educational texts, and in editing dialogue without flattening dialect.',
    languages: ['Jamaican Patois'],
    portrait: forest,
  },
  {
    name: 'Tendai Moyo',
    role: 'Ghostwriter and Developmental Editor',
    bio: 'Tendai has ghostwritten four memoirs and countless speeches. Clients say the first drafts sound more like them than they expected.',
    languages: ['Shona', 'Ndebele'],
    portrait: clay,
  },
  {
    name: 'Amara Diallo',
    role: 'Content Strategist',
    bio: 'Amara plans campaigns for arts organisations and nonprofits, and leads Booster Marketing & Advertising. She is happiest with a whiteboard and a deadline.',
    languages: ['French', 'Pulaar'],
    portrait: dusk,
  },
  {
    name: 'Yusuf Abdi',
    role: 'Community Programmes Lead, Voices of Africa',
    bio: 'Yusuf runs the Voices of Africa workshops, readings and mentoring circles, and makes sure every new member has someone to write with.',
    languages: ['Somali', 'Arabic'],
    portrait: ochre,
  },
];

export const teamCta: CallToAction = {
  heading: 'Work with us',
  body: 'We welcome freelance editors and writers, especially those working in African languages. Tell us about your experience.',
  link: { label: 'Get in touch', to: '/contact' },
};
