import { formatDay } from '@/i18n/format';

/** A calendar day of the site's copy (YYYY-MM-DD), in words, machine-readable in dateTime. */
export function FormattedDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDay(iso)}</time>;
}
