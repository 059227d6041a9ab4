/** A link inside the site: `to` must be a path of the route table (a test walks every one). */
export interface InternalLink {
  label: string;
  to: string;
}

export type { Hero } from '@/components/ui/PageHero';

/** The closing prompt of a page: what to do next. */
export interface CallToAction {
  heading: string;
  body: string;
  link: InternalLink;
}
