import { useTranslation } from '@/i18n/useTranslation';
import styles from '@/components/content-list/content-list.module.css';
import { CommunityImage } from '@/components/image/CommunityImage';
import { POST_COVER_SIZES } from '@/lib/model';
import type { PostInput } from '@/features/blog/api/post';
import { PostBody } from './PostBody';
import { TagList } from './TagList';

/**
 * A post's cover, text and tags as its page shows them: the post page renders it (on the server
 * too, through postPage), and so does the write page's preview, which is therefore the post as
 * readers will see it.
 */
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
