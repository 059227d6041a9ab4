import type { useTranslation } from '@/i18n/useTranslation';
import type { LibraryItem } from '@/features/library/api/library-item';

/** "Author, year" (or the author alone), as the card and the entry's page say it. */
export const libraryByline = (item: Pick<LibraryItem, 'author' | 'year'>, t: ReturnType<typeof useTranslation>['t']) =>
  item.year === null
    ? t('library:byline', { author: item.author })
    : t('library:bylineYear', { author: item.author, year: item.year });
