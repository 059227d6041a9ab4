import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import styles from '../../community/content/content.module.css';
import { ListState } from '../../community/content/ListState';
import { useLoad } from '../../community/content/use-paged-list';
import { fetchOwnPosts } from '../api/posts';
import { BLOG_PATHS, postPath } from '../paths';

/** A voice's own posts with their status; unpublished ones can still be edited. */
export function OwnPosts({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const load = useCallback(() => fetchOwnPosts(uid), [uid]);
  const { status, data = [], retry } = useLoad(load);
  return (
    <ListState
      status={status}
      isEmpty={data.length === 0}
      loadingText={t('blog:loadingYours')}
      emptyText={t('blog:noneYours')}
      errorText={t('blog:errorYours')}
      onRetry={retry}
    >
      <ul className={styles.list}>
        {data.map((post) => (
          <li key={post.slug} className={styles.item}>
            <h3>
              <Link to={postPath(post.slug)}>{post.title}</Link>
            </h3>
            <p className={styles.meta}>{t(`blog:status.${post.status}`)}</p>
            {post.status !== 'published' && (
              <p>
                <Link to={`${BLOG_PATHS.write}?edit=${encodeURIComponent(post.slug)}`}>
                  {t('blog:editYours', { title: post.title })}
                </Link>
              </p>
            )}
          </li>
        ))}
      </ul>
    </ListState>
  );
}
