import { useLocation } from 'react-router-dom';
import { PageHead } from '../../../components/head/PageHead';
import { site } from '../../../config/site';
import { shareImageName } from '../../../lib/routing/share-image';
import { excerpt } from '../../../lib/model';
import type { Post } from '../api/post';
import { BLOG_PATHS, postPath } from '../paths';
import { BLOG_FEEDS, POST_ROUTE_META } from '../post-head';

/** Without a cover, a post's link preview shows the blog's build-time image. */
const BLOG_IMAGE = { name: shareImageName(BLOG_PATHS.home) };

/**
 * A post's head: its title, excerpt, cover (or the blog's image), date and writer. The postPage
 * function (functions/src/post-page) writes the same tags into the HTML it serves at the post's
 * address for link previews; keep the two in step. Before the post is there: the route's own.
 */
export function PostHead({ post }: { post: Post | null }) {
  const { pathname } = useLocation();
  if (!post) return <PageHead {...POST_ROUTE_META} path={pathname} feeds={BLOG_FEEDS} image={BLOG_IMAGE} />;
  return (
    <PageHead
      title={post.title}
      description={excerpt(post.body)}
      path={postPath(post.slug)}
      feeds={BLOG_FEEDS}
      // Covers are absolute (the rules accept Firebase Storage addresses); the demo seed's are paths.
      image={post.coverUrl ? { url: new URL(post.coverUrl, site.origin).href } : BLOG_IMAGE}
      article={{ publishedTime: post.published, author: post.author.displayName }}
    />
  );
}
