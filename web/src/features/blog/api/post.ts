import { toDate, type Cursor } from '@/lib/firebase/load-firestore';
import { splitList } from '@/lib/forms/lists';
import { coverAltOf } from '@/lib/forms/cover-alt';
import type { PostFormValues } from './post-schema';
import { LIMITS, normalizeTag, readPost } from '@/lib/model';
import { randomSlugPart, slugify } from '@/lib/text/slug';

export { EDITORIAL_AUTHOR_TYPE, type PostStatus } from '@/lib/model';

/** posts/{slug} as the app shows it (shared/model/posts.ts); commentCount is 0 until counted. */
export type Post = ReturnType<typeof postFromSnapshot>;

/** What a writer edits. */
export interface PostInput {
  title: string;
  coverUrl: string;
  /** The cover described; '' without a cover. */
  coverAlt: string;
  body: string;
  tags: string[];
}

export const POST_LIMITS = LIMITS.post;

export function postFromSnapshot(snapshot: Cursor) {
  return readPost(snapshot.id, snapshot.data(), toDate);
}

/** For a title with no letter or digit: "post-" and a short random id. */
export function postSlug(title: string, randomId: () => string = randomSlugPart): string {
  return slugify(title, POST_LIMITS.slug) || `post-${randomId()}`;
}

/** The form's validated values as a post: trimmed, tags lower-case, spaces made one, without repeats. */
export function toPostInput(values: PostFormValues): PostInput {
  return {
    title: values.title.trim(),
    coverUrl: values.coverUrl.trim(),
    coverAlt: coverAltOf(values.coverUrl, values.coverAlt),
    body: values.body.trim(),
    tags: [...new Set(splitList(values.tags).map(normalizeTag))],
  };
}
