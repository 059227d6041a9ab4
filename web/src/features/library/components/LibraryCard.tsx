import { useTranslation } from '@/i18n/useTranslation';
import styles from '@/components/content-list/content-list.module.css';
import type { LibraryItem } from '@/features/library/api/library-item';

export function LibraryCard({ item, headingLevel = 2 }: { item: LibraryItem; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.item}>
      {item.coverUrl && <img className={styles.cover} src={item.coverUrl} alt="" loading="lazy" />}
      <Heading>{item.title}</Heading>
      <p className={styles.meta}>
        {item.year === null
          ? t('library:byline', { author: item.author })
          : t('library:bylineYear', { author: item.author, year: item.year })}{' '}
        · {t(`library:categories.${item.category}`)}
      </p>
      {item.description && <p>{item.description}</p>}
      {item.linkUrl && (
        <p>
          <a href={item.linkUrl} rel="noopener noreferrer">
            {t('library:open', { title: item.title })}
          </a>
        </p>
      )}
    </article>
  );
}
