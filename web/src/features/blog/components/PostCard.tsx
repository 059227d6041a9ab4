import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import styles from '@/components/content-list/content-list.module.css';
import type { ListCardProps } from '@/components/content-list/list-card';
import { CardCover } from '@/components/content-list/CardCover';
import { formatDate } from '@/i18n/format';
import { TextWithLink } from '@/components/ui';
import { authorPath } from '@/lib/members/author-path';
import type { Post } from '@/features/blog/api/post';
import { excerpt } from '@/lib/model';
import { postPath } from '@/features/blog/paths';
import { TagList } from './TagList';
import { tapTargetStyles } from '@/components/ui';

/** `authorSlug`: the slug on the writer's card (useBylineCards), for the byline's link. */
export function PostCard({
  post,
  authorSlug,
  headingLevel = 2,
  first = false,
}: { post: Post; authorSlug?: string | undefined } & ListCardProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.item}>
      <CardCover cover={post} first={first} />
      <Heading>
        <Link to={postPath(post.slug)} className={tapTargetStyles.lone}>
          {post.title}
        </Link>
      </Heading>
      <p className={styles.meta}>
        <TextWithLink
          message={(name) => t('blog:byline', { name, date: formatDate(post.published, 'long') })}
          value={post.author.displayName}
          to={authorPath(post.authorUid, post.author, authorSlug)}
        />
      </p>
      <p>{excerpt(post.body)}</p>
      <TagList tags={post.tags} label={t('blog:tagsLabel')} />
      <p className={styles.meta}>{t('blog:commentCount', { count: post.commentCount })}</p>
    </article>
  );
}
