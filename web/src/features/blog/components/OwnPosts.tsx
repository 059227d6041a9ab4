import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router-dom';
import styles from '@/components/content-list/content-list.module.css';
import { LoadStates } from '@/components/list-states/ListStates';
import { useLoad } from '@/lib/data/use-load';
import { fetchOwnPosts } from '@/features/blog/api/posts';
import { BLOG_PATHS, postPath } from '@/features/blog/paths';

/** A voice's own posts with their status; unpublished ones can still be edited. */
export function OwnPosts({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const result = useLoad(uid, () => fetchOwnPosts(uid));
  return (
    <LoadStates
      result={result}
      loading={t('blog:loadingYours')}
      error={t('blog:errorYours')}
      empty={t('blog:noneYours')}
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
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
      )}
    </LoadStates>
  );
}
