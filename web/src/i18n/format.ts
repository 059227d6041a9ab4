import { i18n } from './i18n';

/**
 * A moment's day in the reader's language: 'medium' (3 Mar 2026) for lists and facts, 'long'
 * (3 March 2026) for bylines and headings. Empty when unknown (a server time still pending). The
 * day is UTC's, the site's (Ghana's) time: the server renders the same text the reader's browser
 * hydrates, which a local day would not near midnight (and React would render the page again).
 */
export function formatDate(date: Date | null | undefined, style: 'medium' | 'long' = 'medium'): string {
  return date ? i18n.date(date, { dateStyle: style, timeZone: 'UTC' }) : '';
}

/**
 * Makes formatDate's formatters ahead of the first render that needs them. A page's first
 * Intl.DateTimeFormat loads the browser's locale data (about 30 ms on a desktop, four times that
 * on a slow phone); main.tsx runs this, for a page whose lists hold dates, while the page's chunk
 * downloads, so that cost is not part of hydrating a list of dated cards. Lingui keeps the
 * formatters, per language and style.
 */
export function prepareDateFormats(): void {
  formatDate(new Date(0), 'medium');
  formatDate(new Date(0), 'long');
}

/**
 * A calendar day written as YYYY-MM-DD (the site's copy: policies, insights), in words. Read as
 * UTC, so no reader's time zone moves it to the day before.
 */
export function formatDay(iso: string): string {
  return i18n.date(new Date(`${iso}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

/** A moment to the minute, in the reader's language and time zone (3 Mar 2026, 14:05): when to try again. */
export function formatDateTime(date: Date): string {
  return i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' });
}
