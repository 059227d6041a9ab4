import { i18n } from './i18n';

/**
 * The day is UTC's (Ghana's): the server renders the text the browser hydrates, which a local day would not near
 * midnight.
 */
export function formatDate(date: Date | null | undefined, style: 'medium' | 'long' = 'medium'): string {
  return date ? i18n.date(date, { dateStyle: style, timeZone: 'UTC' }) : '';
}

/**
 * A page's first Intl.DateTimeFormat loads locale data (about 120 ms on a slow phone): main.tsx runs this while the
 * page's chunk downloads, not while a list of dated cards hydrates.
 */
export function prepareDateFormats(): void {
  formatDate(new Date(0), 'medium');
  formatDate(new Date(0), 'long');
}

/** Read as UTC, so no time zone moves it to the day before. */
export function formatDay(iso: string): string {
  return i18n.date(new Date(`${iso}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

/** A moment to the minute, in the reader's language and time zone (3 Mar 2026, 14:05): when to try again. */
export function formatDateTime(date: Date): string {
  return i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' });
}
