import { useTranslation } from '@/i18n/useTranslation';
import styles from '@/components/content-list/content-list.module.css';
import type { ListCardProps } from '@/components/content-list/list-card';
import { CardCover } from '@/components/content-list/CardCover';
import type { LibraryItem } from '@/features/library/api/library-item';
import { tapTargetStyles } from '@/components/ui';
import { Link } from 'react-router-dom';
import { libraryItemPath } from '@/lib/routing/library-path';
import { libraryByline } from './library-byline';

/** An item of the library: cover, title (its own page's link), author and year, category, description, link. */
export function LibraryCard({ item, headingLevel = 2, first = false }: { item: LibraryItem } & ListCardProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.item}>
      <CardCover cover={item} first={first} />
      <Heading>
        <Link to={libraryItemPath(item.id)} className={tapTargetStyles.lone}>
          {item.title}
        </Link>
      </Heading>
      <p className={styles.meta}>
        {libraryByline(item, t)} · {t(`library:categories.${item.category}`)}
      </p>
      {item.description && <p>{item.description}</p>}
      {item.linkUrl && (
        <p>
          <a href={item.linkUrl} rel="noopener noreferrer" className={tapTargetStyles.lone}>
            {t('library:open', { title: item.title })}
          </a>
        </p>
      )}
    </article>
  );
}
