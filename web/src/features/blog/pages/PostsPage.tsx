import { useTranslation } from '@/i18n/useTranslation';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader, Section } from '@/components/ui';
import styles from '@/components/content-list/content-list.module.css';
import { PagedListStates } from '@/components/list-states/ListStates';
import { SearchForm } from '@/components/search/SearchForm';
import { useSearchQuery } from '@/components/search/use-search-query';
import { usePagedList } from '@/lib/data/use-paged-list';
import { fetchPublishedPosts, searchPublishedPosts } from '@/features/blog/api/posts';
import { PostCard } from '@/features/blog/components/PostCard';
import { useAuthorSlugs } from '@/features/blog/components/author-slugs';
import { BLOG_PATHS } from '@/features/blog/paths';
import { FollowControl } from '@/features/follows';

/** ?tag= and ?q= live in the address, so a search can be shared and Back returns to the one before. */
export default function PostsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tag = params.get('tag') ?? undefined;
  const search = useSearchQuery();
  const list = usePagedList(
    JSON.stringify([tag ?? '', search]),
    (after) => (search ? searchPublishedPosts(after, { search, tag }) : fetchPublishedPosts(after, { tag })),
    // Rendered with its first page by the communityPage function (routes.ts: servedBy).
    { server: 'posts' },
  );
  const authorSlug = useAuthorSlugs(list.status === 'ready' ? list.items : []);

  const title =
    search && tag
      ? t('blog:searchTaggedTitle', { query: search, tag })
      : search
        ? t('blog:searchTitle', { query: search })
        : tag
          ? t('blog:taggedTitle', { tag })
          : t('blog:postsTitle');
  const empty =
    search && tag
      ? t('blog:noMatchTagged', { query: search, tag })
      : search
        ? t('blog:noMatch', { query: search })
        : tag
          ? t('blog:emptyTag', { tag })
          : t('blog:empty');

  return (
    <>
      <PageHeader eyebrow={t('blog:eyebrow')} title={title} lead={t('blog:postsLead')}>
        {(tag || search) && <Link to={BLOG_PATHS.posts}>{t('blog:allPosts')}</Link>}
        {tag && <FollowControl followable={{ kind: 'tag', target: tag, name: tag }} />}
      </PageHeader>
      <Section holdsPageList>
        <SearchForm label={t('blog:search')} hint={t('blog:searchHint')} />
        <PagedListStates
          list={list}
          loading={search ? t('blog:searching') : t('blog:loading')}
          error={search ? t('blog:searchError') : t('blog:error')}
          empty={
            <>
              {empty}
              {(tag || search) && (
                <>
                  {' '}
                  <Link to={BLOG_PATHS.posts}>{t('blog:showAllPosts')}</Link>
                </>
              )}
            </>
          }
        >
          {(posts) => (
            <ul className={styles.list}>
              {posts.map((post, index) => (
                <li key={post.slug}>
                  <PostCard post={post} authorSlug={authorSlug(post)} first={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </PagedListStates>
      </Section>
    </>
  );
}
