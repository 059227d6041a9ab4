import { useTranslation } from '@/i18n/useTranslation';
import styles from '@/components/content-list/content-list.module.css';
import { CommunityImage } from '@/components/image/CommunityImage';
import { POST_COVER_SIZES } from '@/lib/model';
import type { PostInput } from '@/features/blog/api/post';
import { PostBody } from './PostBody';
import { TagList } from './TagList';

/** The write page's preview renders it too: the post as readers will see it. */
export function PostContent({ post }: { post: Pick<PostInput, 'coverUrl' | 'coverAlt' | 'body' | 'tags'> }) {
  const { t } = useTranslation();
  return (
    <>
      {post.coverUrl && (
        <CommunityImage
          className={styles.cover}
          address={post.coverUrl}
          alt={post.coverAlt}
          sizes={POST_COVER_SIZES}
          priority
        />
      )}
      <PostBody markdown={post.body} />
      <TagList tags={post.tags} label={t('blog:tagsLabel')} />
    </>
  );
}
