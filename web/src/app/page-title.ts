import { site } from '../config/site';
import { formatPageTitle } from './static-head';

/** A page's <title>: "<page> | <company>". */
export function pageTitle(title: string): string {
  return formatPageTitle(title, site.name);
}
