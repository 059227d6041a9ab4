import { ResponsiveImage } from '../../../components/image/ResponsiveImage';
import type { Hero } from '../../../content/types';
import './site.css';

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
