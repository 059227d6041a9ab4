import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader, Section } from '../../../components/ui';
import styles from '../../../components/content-list/content-list.module.css';
import { PagedListStates } from '../../../components/list-states/ListStates';
import { usePagedList } from '../../../lib/data/use-paged-list';
import { fetchPublishedPosts } from '../api/posts';
import { PostCard } from '../components/PostCard';
import { BLOG_PATHS } from '../paths';

/** /voa/blog/posts: every published post, newest first, ten at a time; ?tag= narrows to one tag. */
export default function PostsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tag = params.get('tag') ?? undefined;
  const list = usePagedList(tag ?? '', (after) => fetchPublishedPosts(after, { tag }));

  return (
    <>
      <PageHeader
        eyebrow={t('blog:eyebrow')}
        title={tag ? t('blog:taggedTitle', { tag }) : t('blog:postsTitle')}
        lead={t('blog:postsLead')}
      >
        {tag && <Link to={BLOG_PATHS.posts}>{t('blog:allPosts')}</Link>}
      </PageHeader>
      <Section holdsPageList>
        <PagedListStates
          list={list}
          loading={t('blog:loading')}
          error={t('blog:error')}
          empty={tag ? t('blog:emptyTag', { tag }) : t('blog:empty')}
        >
          {(posts) => (
            <ul className={styles.list}>
              {posts.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </PagedListStates>
      </Section>
    </>
  );
}
