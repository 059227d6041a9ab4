import { useTranslation } from '@/i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { PageHeader, Section, tapTargetStyles, TextWithLink } from '@/components/ui';
import styles from '@/components/content-list/content-list.module.css';
import { MemberPortrait } from '@/components/image/MemberPortrait';
import local from './post-page.module.css';
import { formatDate } from '@/i18n/format';
import { EmptyState, ErrorState, LoadingState } from '@/components/list-states/ListStates';
import { useLoad } from '@/lib/data/use-load';
import { useServerNotFound } from '@/lib/data/server-data';
import { useBylineCards } from '@/lib/members/byline-cards';
import { authorPath } from '@/lib/members/author-path';
import { EDITORIAL_AUTHOR_TYPE } from '@/lib/model';
import type { Post } from '@/features/blog/api/post';
import { fetchPost } from '@/features/blog/api/read-post';
import { BLOG_PATHS, postPath } from '@/features/blog/paths';
import { Comments } from '@/features/comments';
import { ReportControl } from '@/features/reports';
import { ShelfControl } from '@/features/shelf';
import { ShareButton } from '@/components/share/ShareButton';
import { PostHead } from '@/features/blog/components/PostHead';
import { PostContent } from '@/features/blog/components/PostContent';
import { loadMarkdown } from '@/features/blog/components/load-markdown';

/** react-markdown (about 35 KB gzip) loads alongside the post, not before the page. */
async function loadPost(slug: string): Promise<Post | null> {
  const [post] = await Promise.all([fetchPost(slug), loadMarkdown()]);
  return post;
}

/** Why rendered by postPage: docs/decisions/0110-posts-rendered-with-their-data.md */
export default function PostPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const result = useLoad(slug, () => loadPost(slug), { server: 'post' });
  const missing = result.status === 'ready' && result.data === null;
  useServerNotFound(missing);

  if (result.status === 'ready' && result.data) {
    const post = result.data;
    return (
      <article>
        <PostHead post={post} />
        <PageHeader eyebrow={t('blog:eyebrow')} title={post.title} lead={<AuthorByline post={post} />} />
        <Section width="narrow">
          {post.status !== 'published' && <p className={styles.meta}>{t(`blog:status.${post.status}`)}</p>}
          <PostContent key={post.slug} post={post} />
          {post.status === 'published' && (
            <div className={local.postActions}>
              <ShareButton title={post.title} path={postPath(post.slug)} />
              <ShelfControl post={post} />
            </div>
          )}
          {post.status === 'published' && (
            <ReportControl target={{ post: post.slug, quoted: post.title }} authorUid={post.authorUid} />
          )}
          {/* Comments belong to published posts (the rules refuse them on any other). */}
          {post.status === 'published' && <Comments post={post} />}
          <p>
            <Link to={BLOG_PATHS.posts} className={tapTargetStyles.lone}>
              {t('blog:backToPosts')}
            </Link>
          </p>
        </Section>
      </article>
    );
  }

  return (
    <>
      <PostHead post={null} missing={missing} />
      <PageHeader eyebrow={t('blog:eyebrow')} title={t('blog:postFallbackTitle')} />
      <Section width="narrow">
        {result.status === 'loading' && (
          // A screen's height until the post arrives: the footer waits below it instead of jumping
          // down under the reader when the post is laid out (the page's layout shift).
          <div className={local.awaitingPost}>
            <LoadingState label={t('blog:loadingPost')} />
          </div>
        )}
        {result.status === 'error' && <ErrorState message={t('blog:postError')} onRetry={result.retry} />}
        {result.status === 'ready' && (
          <EmptyState>
            <strong>{t('blog:notFound')}</strong> <Link to={BLOG_PATHS.posts}>{t('blog:backToPosts')}</Link>
          </EmptyState>
        )}
      </Section>
    </>
  );
}

/**
 * The portrait on the author's card now and the link to their page at its slug (the post copies their name only); the
 * team's posts have initials and no link.
 */
function AuthorByline({ post }: { post: Post }) {
  const { t } = useTranslation();
  const editorial = post.author.type === EDITORIAL_AUTHOR_TYPE;
  const card = useBylineCards(editorial ? [] : [post.authorUid], { server: 'portraits' }).get(post.authorUid);
  return (
    <>
      <MemberPortrait
        className={local.bylinePortrait}
        name={post.author.displayName}
        portraitUrl={card?.portraitUrl}
        size={40}
      />
      <TextWithLink
        message={(name) => t('blog:byline', { name, date: formatDate(post.published ?? post.updated, 'long') })}
        value={post.author.displayName}
        to={authorPath(post.authorUid, post.author, card?.slug)}
      />
    </>
  );
}
