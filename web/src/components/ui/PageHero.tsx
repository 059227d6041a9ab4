import { ResponsiveImage } from '../image/ResponsiveImage';
import type { Picture } from '../image/picture';
import './page-frame.css';

/** The image-led opening of a page. */
export interface Hero {
  eyebrow?: string;
  title: string;
  lead: string;
  image: Picture;
  /** '' for decorative artwork (all of the site's artwork is abstract). */
  alt: string;
}

/** The image-led top of a page, holding its one h1. The artwork loads first (above the fold). */
export function PageHero({ hero }: { hero: Hero }) {
  return (
    <div className="page-hero">
      <ResponsiveImage picture={hero.image} alt={hero.alt} sizes="100vw" priority className="page-hero__image" />
      <div className="page-hero__text">
        {hero.eyebrow ? <p className="page-hero__eyebrow">{hero.eyebrow}</p> : null}
        <h1 className="page-hero__title">{hero.title}</h1>
        <p className="page-hero__lead">{hero.lead}</p>
      </div>
    </div>
  );
}
