import { useLocation } from 'react-router-dom';
import { PageHead } from '@/components/head/PageHead';
import { site } from '@/config/site';
import { shareImageName } from '@/lib/routing/share-image';
import { excerpt, postPreviewImage } from '@/lib/model';
import type { Post } from '@/features/blog/api/post';
import { BLOG_PATHS, postPath } from '@/features/blog/paths';
import { BLOG_FEEDS, POST_ROUTE_META } from '@/features/blog/post-head';

/** Before the post is there (or when there is none), the blog's build-time image. */
const BLOG_IMAGE = { name: shareImageName(BLOG_PATHS.home) };

/**
 * The image is the uploaded cover, else the post's share image (versioned by its last edit); postPage renders the head
 * into the HTML for link previews.
 */
export function PostHead({ post, missing = false }: { post: Post | null; missing?: boolean }) {
  const { pathname } = useLocation();
  // A post the reader may not see is answered 404 by the server render: kept out of search engines.
  if (!post)
    return <PageHead {...POST_ROUTE_META} path={pathname} feeds={BLOG_FEEDS} image={BLOG_IMAGE} noindex={missing} />;
  const { path, ...image } = postPreviewImage(post);
  return (
    <PageHead
      title={post.title}
      description={excerpt(post.body)}
      path={postPath(post.slug)}
      feeds={BLOG_FEEDS}
      image={{ url: `${site.origin}${path}`, ...image }}
      article={{ publishedTime: post.published, author: post.author.displayName }}
    />
  );
}
