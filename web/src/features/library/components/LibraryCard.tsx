import { useTranslation } from '@/i18n/useTranslation';
import styles from '@/components/content-list/content-list.module.css';
import { GRID_CARD_IMAGE_SIZES } from '@/components/content-list/image-sizes';
import type { ListCardProps } from '@/components/content-list/list-card';
import { CommunityImage } from '@/components/image/CommunityImage';
import type { LibraryItem } from '@/features/library/api/library-item';

/** An item of the library: cover, title, author and year, category, description, link. */
export function LibraryCard({ item, headingLevel = 2, first = false }: { item: LibraryItem } & ListCardProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.item}>
      {item.coverUrl && (
        <CommunityImage
          className={styles.cover}
          address={item.coverUrl}
          alt={item.coverAlt}
          sizes={GRID_CARD_IMAGE_SIZES}
          priority={first}
        />
      )}
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
