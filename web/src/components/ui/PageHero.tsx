import type { Picture } from '@/components/image/picture';
import { PageHeader } from './PageHeader';

/** The image-led opening of a page. */
export interface Hero {
  eyebrow?: string;
  title: string;
  lead: string;
  image: Picture;
  /** '' for decorative artwork (all of the site's artwork is abstract). */
  alt: string;
}

/** A content page's image-led top: the header band with its artwork (one frame for every page). */
export function PageHero({ hero }: { hero: Hero }) {
  return (
    <PageHeader
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={hero.lead}
      art={{ picture: hero.image, alt: hero.alt }}
    />
  );
}
