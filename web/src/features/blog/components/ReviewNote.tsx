import { useId } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { PlainText } from '@/components/ui';
import type { Post } from '@/features/blog/api/post';
import styles from './ReviewNote.module.css';

/** The editors' note on a post they returned, above the form its author revises it in. */
export function ReviewNote({ post }: { post: Pick<Post, 'status' | 'reviewNote'> }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (!post.reviewNote || post.status === 'published') return null;
  return (
    <section className={styles.note} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('blog:reviewNote')}</h2>
      {post.status === 'returned' && <p>{t('blog:reviewNoteLead')}</p>}
      <blockquote>
        <PlainText text={post.reviewNote} />
      </blockquote>
    </section>
  );
}
