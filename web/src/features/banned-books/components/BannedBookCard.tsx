import { useTranslation } from '@/i18n/useTranslation';
import styles from '@/components/content-list/content-list.module.css';
import type { BannedBook } from '@/features/banned-books/api/banned-book';
import { tapTargetStyles } from '@/components/ui';

export function BannedBookCard({ book, headingLevel = 2 }: { book: BannedBook; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.item}>
      <Heading>{book.title}</Heading>
      <p className={styles.meta}>
        {t('bannedBooks:where', { author: book.author, country: book.country, year: book.year })}
      </p>
      <p>{book.reason}</p>
      {book.sources.length > 0 && (
        <ul aria-label={t('bannedBooks:sources')}>
          {book.sources.map((url, index) => (
            <li key={url}>
              <a href={url} rel="noopener noreferrer" className={tapTargetStyles.lone}>
                {t('bannedBooks:source', { number: index + 1, host: hostOf(url) })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url, 'https://local.invalid').hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
