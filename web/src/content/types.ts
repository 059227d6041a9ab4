import type { Picture } from '../components/image/picture';

/** A link inside the site: `to` must be a path of the route table (a test walks every one). */
export interface InternalLink {
  label: string;
  to: string;
}

/** The image-led opening of a page. */
export interface Hero {
  eyebrow?: string;
  title: string;
  lead: string;
  image: Picture;
  /** '' for decorative artwork (all of the site's artwork is abstract). */
  alt: string;
}

/** The closing prompt of a page: what to do next. */
export interface CallToAction {
  heading: string;
  body: string;
  link: InternalLink;
}
