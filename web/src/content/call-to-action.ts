import type { CallToAction } from './types';

/** A page's closing prompt; most lead to the contact page. */
export function callToAction(heading: string, body: string, label = 'Contact us', to = '/contact'): CallToAction {
  return { heading, body, link: { label, to } };
}
