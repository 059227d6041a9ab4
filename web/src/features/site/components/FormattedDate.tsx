const format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** An ISO date (YYYY-MM-DD) shown in words, machine-readable in dateTime. */
export function FormattedDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{format.format(new Date(`${iso}T00:00:00Z`))}</time>;
}
