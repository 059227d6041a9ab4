import { useTranslation } from '@/i18n/useTranslation';
import { LinkButton, PageHeader, Section } from '@/components/ui';
import styles from '@/components/content-list/content-list.module.css';
import { LoadStates } from '@/components/list-states/ListStates';
import { useLoad } from '@/lib/data/use-load';
import { fetchPostTags, fetchPublishedPosts } from '@/features/blog/api/posts';
import { OwnPosts } from '@/features/blog/components/OwnPosts';
import { PostCard } from '@/features/blog/components/PostCard';
import { useAuthorSlugs } from '@/features/blog/components/author-slugs';
import { BLOG_PATHS } from '@/features/blog/paths';
import { useAuth } from '@/features/auth';
import { TagList } from '@/features/blog/components/TagList';

const LATEST = 6;

const loadTags = () => fetchPostTags();

/** /voa/blog: the latest posts, every tag in use, and for a voice their own posts and a way to write one. */
export default function BlogHomePage() {
  const { t } = useTranslation();
  const { user, status, type } = useAuth();
  const isVoice = user !== null && status === 'active' && type === 'voice';
  // Both rendered with the page by the communityPage function (routes.ts: servedBy).
  const latest = useLoad('latest', () => fetchPublishedPosts(null, { pageSize: LATEST }), { server: 'blog' });
  // Every tag of the published posts (stats/postTags), not only the six latest posts' tags.
  const tags = useLoad('tags', loadTags, { server: 'blog' });
  const authorSlug = useAuthorSlugs(latest.status === 'ready' ? latest.data.items : []);

  return (
    <>
      <PageHeader eyebrow={t('blog:eyebrow')} title={t('blog:title')} lead={t('blog:lead')}>
        <LinkButton to={BLOG_PATHS.posts}>{t('blog:allPosts')}</LinkButton>
        {isVoice && (
          <LinkButton to={BLOG_PATHS.write} variant="secondary">
            {t('blog:write')}
          </LinkButton>
        )}
      </PageHeader>
      <Section title={t('blog:latest')} holdsPageList>
        <LoadStates
          result={latest}
          loading={t('blog:loading')}
          error={t('blog:error')}
          empty={t('blog:empty')}
          isEmpty={(page) => page.items.length === 0}
        >
          {({ items: posts }) => (
            <ul className={styles.grid}>
              {posts.map((post, index) => (
                <li key={post.slug}>
                  <PostCard post={post} headingLevel={3} authorSlug={authorSlug(post)} first={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </LoadStates>
      </Section>
      <Section title={t('blog:tagsNav')}>
        <LoadStates
          result={tags}
          loading={t('blog:loadingTags')}
          error={t('blog:tagsError')}
          empty={t('blog:noTags')}
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <nav aria-label={t('blog:tagsNav')}>
              <TagList tags={list} />
            </nav>
          )}
        </LoadStates>
      </Section>
      {isVoice && user && (
        <Section title={t('blog:yours')} tone="tinted">
          <OwnPosts uid={user.uid} />
        </Section>
      )}
    </>
  );
}
