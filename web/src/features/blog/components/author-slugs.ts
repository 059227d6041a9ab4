import { useBylineCards } from '@/lib/members/byline-cards';
import { EDITORIAL_AUTHOR_TYPE } from '@/lib/model';
import type { Post } from '@/features/blog/api/post';

/**
 * The slugs on the cards of a list's writers, for their bylines' links: one read of their cards, with the list on the
 * server (the editors' posts link nowhere, so their cards are not read).
 */
export function useAuthorSlugs(posts: readonly Post[]): (post: Post) => string | undefined {
  const writers = posts.filter((post) => post.author.type !== EDITORIAL_AUTHOR_TYPE).map((post) => post.authorUid);
  const cards = useBylineCards(writers, { server: 'bylines' });
  return (post) => cards.get(post.authorUid)?.slug;
}
