import { site } from '@/config/site';

/** A page's <title>: "<page> | <company>". */
export function pageTitle(title: string): string {
  return `${title} | ${site.name}`;
}
