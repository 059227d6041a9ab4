import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader, Section } from '../../../components/ui';
import styles from '../../community/content/content.module.css';
import type { Cursor } from '../../community/content/firestore';
import { ListState, LoadMore } from '../../community/content/ListState';
import { usePagedList } from '../../community/content/use-paged-list';
import { fetchPublishedPosts } from '../api/posts';
import { PostCard } from '../components/PostCard';
import { BLOG_PATHS } from '../paths';

/** /voa/blog/posts: every published post, newest first, ten at a time; ?tag= narrows to one tag. */
export default function PostsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tag = params.get('tag') ?? undefined;
  const fetch = useCallback((after: Cursor | null) => fetchPublishedPosts(after, { tag }), [tag]);
  const list = usePagedList(fetch);

  return (
    <>
      <PageHeader
        eyebrow={t('blog:eyebrow')}
        title={tag ? t('blog:taggedTitle', { tag }) : t('blog:postsTitle')}
        lead={t('blog:postsLead')}
      >
        {tag && <Link to={BLOG_PATHS.posts}>{t('blog:allPosts')}</Link>}
      </PageHeader>
      <Section>
        <ListState
          status={list.status}
          isEmpty={list.items.length === 0}
          loadingText={t('blog:loading')}
          emptyText={tag ? t('blog:emptyTag', { tag }) : t('blog:empty')}
          errorText={t('blog:error')}
          onRetry={list.retry}
        >
          <ul className={styles.list}>
            {list.items.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <LoadMore {...list} onLoadMore={list.loadMore} />
        </ListState>
      </Section>
    </>
  );
}
