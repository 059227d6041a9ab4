import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import styles from '@/components/content-list/content-list.module.css';
import { GRID_CARD_IMAGE_SIZES } from '@/components/content-list/image-sizes';
import type { ListCardProps } from '@/components/content-list/list-card';
import { CommunityImage } from '@/components/image/CommunityImage';
import { formatDate } from '@/i18n/format';
import type { Post } from '@/features/blog/api/post';
import { excerpt } from '@/lib/model';
import { postPath } from '@/features/blog/paths';
import { TagList } from './TagList';

/**
 * A post in a list: cover, linked title, author and date, the first lines of the body, tags, its
 * comment count.
 */
export function PostCard({ post, headingLevel = 2, first = false }: { post: Post } & ListCardProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.item}>
      {post.coverUrl && (
        <CommunityImage
          className={styles.cover}
          address={post.coverUrl}
          alt={post.coverAlt}
          sizes={GRID_CARD_IMAGE_SIZES}
          priority={first}
        />
      )}
      <Heading>
        <Link to={postPath(post.slug)}>{post.title}</Link>
      </Heading>
      <p className={styles.meta}>
        {t('blog:byline', { name: post.author.displayName, date: formatDate(post.published, 'long') })}
      </p>
      <p>{excerpt(post.body)}</p>
      <TagList tags={post.tags} label={t('blog:tagsLabel')} />
      <p className={styles.meta}>{t('blog:commentCount', { count: post.commentCount })}</p>
    </article>
  );
}
