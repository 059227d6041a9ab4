/** Dates of community content, in the page's language (long month, no time). */
export function formatDate(date: Date | null, language: string): string {
  if (!date) return '';
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
