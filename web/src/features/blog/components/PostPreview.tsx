import { useId } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { toPostInput } from '@/features/blog/api/post';
import type { PostFormValues } from '@/features/blog/api/post-schema';
import { PostContent } from './PostContent';
import styles from './PostForm.module.css';

/** As it will be stored (toPostInput), through the post page's own PostContent. */
export default function PostPreview({ values, byline }: { values: PostFormValues; byline: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const post = toPostInput(values);
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <p className={styles.previewEyebrow}>{t('blog:preview.eyebrow')}</p>
      <h2 id={headingId} className={styles.previewTitle}>
        {post.title || t('blog:preview.untitled')}
      </h2>
      <p className={styles.previewByline}>{byline}</p>
      {post.body === '' && <p>{t('blog:preview.noText')}</p>}
      <PostContent post={post} />
    </section>
  );
}
