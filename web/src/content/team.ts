import ochre from '@/assets/images/tile-ochre.jpg?responsive=small';
import indigo from '@/assets/images/tile-indigo.jpg?responsive=small';
import forest from '@/assets/images/tile-forest.jpg?responsive=small';
import clay from '@/assets/images/tile-clay.jpg?responsive=small';
import dusk from '@/assets/images/tile-dusk.jpg?responsive=small';
import aboutArt from '@/assets/images/hero-about.jpg?responsive';
import type { Picture } from '@/components/image/picture';
import { callToAction } from './call-to-action';
import type { Hero } from './types';

const artworks: readonly Picture[] = [ochre, indigo, forest, clay, dusk];

/** For a member without a portrait; the people are teamMembers/{id} documents (decision 0103). */
export const teamArtwork = (position: number): Picture => artworks[position % artworks.length] ?? ochre;

export const teamHero: Hero = {
  eyebrow: 'Our team',
  title: 'The people who read your words',
  lead: 'Editors, writers and organisers from across Africa and its diaspora, working from New Jersey and beyond.',
  image: aboutArt,
  alt: '',
};

export const teamCta = callToAction(
  'Work with us',
  'We welcome freelance editors and writers, especially those working in African languages. Tell us about your experience.',
  'Get in touch',
);
