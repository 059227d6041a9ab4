import { i18n } from '../../i18n/i18n';

/** A date in the reader's language, e.g. "3 Mar 2026"; empty when unknown. */
export function formatDate(date: Date | null): string {
  return date ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(date) : '';
}

/** Lower case without accents, so "cote" finds "Côte d’Ivoire". */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
